import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_SEED_POOL, type ProductPageResponse } from '../../../shared/catalogue/catalogue-page';
import { dropshippingProducts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listProducts } from './list-products';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(dropshippingProducts).values(
    Array.from({ length: 60 }, (_, i) => ({
      name: `Pool Item ${i}`,
      category: 'Toys & Games',
      description: 'A product made by a test.',
      price: '10.00',
      originalPrice: '12.00',
      imageUrl: `/uploads/seed/pool-${i}-640.webp`,
      supplier: 'Test Supplier',
      country: 'USA' as const,
      shippingTime: '24-30 days',
    })),
  );
});
afterAll(() => t.close());

const list = async (query: string): Promise<ProductPageResponse> => {
  const response = await t.app.inject({ url: `/api/catalogue/products${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const ids = (page: ProductPageResponse) => page.products.map((product) => product.id);

describe('catalogue shuffle seeds', () => {
  it('honours a pool seed as it is', async () => {
    const direct = await listProducts(t.db, { seed: 42, offset: 0, limit: 50 });
    expect(ids(await list('?seed=42'))).toEqual(ids(direct));
    expect(ids(await list('?seed=43'))).not.toEqual(ids(direct));
  });

  it('maps any other seed into the pool, and serves it from the cache', async () => {
    const first = await list(`?seed=${5 * CATALOGUE_SEED_POOL + 17}&limit=20`);
    expect(ids(first)).toEqual(ids(await listProducts(t.db, { seed: 17, offset: 0, limit: 20 })));

    // Renamed without telling the app (its cache is emptied on the catalogue's change notice): a
    // page read from the database again would show the new name.
    const renamed = first.products[0]!.id;
    await t.db.execute(sql`ALTER TABLE dropshipping_products DISABLE TRIGGER catalogue_changed_notify`);
    try {
      await t.db
        .update(dropshippingProducts)
        .set({ name: 'Renamed behind the cache' })
        .where(eq(dropshippingProducts.id, renamed));
    } finally {
      await t.db.execute(sql`ALTER TABLE dropshipping_products ENABLE TRIGGER catalogue_changed_notify`);
    }

    for (const seed of [2_000_000_017, 917, 17]) {
      expect(await list(`?seed=${seed}&limit=20`)).toEqual(first);
    }
  });
});
