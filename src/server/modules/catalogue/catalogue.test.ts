import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategorySummary } from '../../../shared/catalogue/category-summary';
import type { Product } from '../../../shared/catalogue/product';
import { queryRows } from '../../db/client';
import { dropshippingProducts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const product = (
  name: string,
  category: string,
  extra: Partial<typeof dropshippingProducts.$inferInsert> = {},
) => ({
  name,
  category,
  price: '10.00',
  originalPrice: '12.00',
  imageUrl: `/uploads/seed/${name}-640.webp`,
  supplier: 'Test Supplier',
  country: 'USA' as const,
  shippingTime: '24-30 days',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(dropshippingProducts)
    .values([
      product('old-phone', 'Electronics', { createdAt: new Date('2026-01-01') }),
      product('new-phone', 'Electronics', { createdAt: new Date('2026-02-01'), country: 'China' }),
      product('hidden', 'Electronics', { isActive: false, createdAt: new Date('2026-03-01') }),
      product('kettle', 'Home & Kitchen'),
      product('mystery', 'Gadgets'),
    ]);
});
afterAll(() => t.close());

describe('GET /api/catalogue/categories', () => {
  it('lists the active categories by name with counts, emoji and the newest image', async () => {
    const response = await t.app.inject({ url: '/api/catalogue/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json().categories).toEqual([
      {
        name: 'Electronics',
        emoji: '📱',
        imageUrl: '/uploads/seed/new-phone-640.webp',
        country: 'China',
        count: 2,
      },
      { name: 'Gadgets', emoji: '📦', imageUrl: '/uploads/seed/mystery-640.webp', country: 'USA', count: 1 },
      {
        name: 'Home & Kitchen',
        emoji: '🍳',
        imageUrl: '/uploads/seed/kettle-640.webp',
        country: 'USA',
        count: 1,
      },
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /api/catalogue/featured', () => {
  it('lists the newest active products with their images in order', async () => {
    await t.db
      .update(dropshippingProducts)
      .set({ imageUrl3: '/uploads/seed/third-640.webp', colors: ['Black'], sizes: ['M'] })
      .where(eq(dropshippingProducts.name, 'new-phone'));
    const response = await t.app.inject({ url: '/api/catalogue/featured' });
    expect(response.statusCode).toBe(200);
    const products = response.json().products as Product[];
    expect(products.map((p) => p.name)).not.toContain('hidden');
    expect(products).toHaveLength(4);
    const phone = products.find((p) => p.name === 'new-phone')!;
    expect(phone).toMatchObject({
      price: '10.00',
      originalPrice: '12.00',
      images: ['/uploads/seed/new-phone-640.webp', '/uploads/seed/third-640.webp'],
      colors: ['Black'],
      sizes: ['M'],
      inStock: true,
      minOrderQuantity: 1,
      country: 'China',
    });
    const dates = products.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('the categories after the catalogue changes', () => {
  const listed = async () => {
    const response = await t.app.inject({ url: '/api/catalogue/categories' });
    expect(response.statusCode).toBe(200);
    return response.json<{ categories: CategorySummary[] }>().categories;
  };
  /** The active products of each category, counted from the products themselves. */
  const counted = () =>
    queryRows<{ name: string; count: number }>(
      t.db,
      sql`SELECT category AS name, count(*)::int AS count FROM dropshipping_products
          WHERE is_active GROUP BY category ORDER BY category`,
    );
  /** The list after the change notice has emptied the cached one: the counts of the products. */
  const listsTheCounts = () =>
    vi.waitFor(
      async () => {
        const expected = await counted();
        expect((await listed()).map(({ name, count }) => ({ name, count }))).toEqual(expected);
        return expected;
      },
      { timeout: 1000, interval: 10 },
    );

  it('counts every insert, hide, move, return and delete of a product', async () => {
    await listsTheCounts();
    // One statement of several categories, hidden products among them, as an import writes.
    const added = await t.db
      .insert(dropshippingProducts)
      .values([
        product('lamp', 'Home & Kitchen', { createdAt: new Date('2026-05-01') }),
        product('pan', 'Home & Kitchen', { createdAt: new Date('2026-04-01') }),
        product('ball', 'Sports', { createdAt: new Date('2026-04-01') }),
        product('bat', 'Sports', { isActive: false, createdAt: new Date('2026-06-01') }),
        product('drone', 'Gadgets', { isActive: false }),
      ])
      .returning();
    const id = (name: string) => added.find((row) => row.name === name)!.id;
    const afterInsert = await listsTheCounts();
    expect(afterInsert).toContainEqual({ name: 'Sports', count: 1 });
    expect(afterInsert).toContainEqual({ name: 'Home & Kitchen', count: 3 });
    const sports = (await listed()).find((category) => category.name === 'Sports')!;
    expect(sports.imageUrl).toBe('/uploads/seed/ball-640.webp');

    await t.db
      .update(dropshippingProducts)
      .set({ isActive: false })
      .where(eq(dropshippingProducts.id, id('lamp')));
    expect(await listsTheCounts()).toContainEqual({ name: 'Home & Kitchen', count: 2 });

    // Moved to another category, and brought back into the catalogue, in one statement each.
    await t.db
      .update(dropshippingProducts)
      .set({ category: 'Sports' })
      .where(eq(dropshippingProducts.id, id('pan')));
    await t.db
      .update(dropshippingProducts)
      .set({ isActive: true })
      .where(eq(dropshippingProducts.id, id('bat')));
    const moved = await listsTheCounts();
    expect(moved).toContainEqual({ name: 'Sports', count: 3 });
    expect(moved).toContainEqual({ name: 'Home & Kitchen', count: 1 });
    expect((await listed()).find((category) => category.name === 'Sports')!.imageUrl).toBe(
      '/uploads/seed/bat-640.webp',
    );

    // A change of other columns changes no count; a hidden product moved stays uncounted.
    await t.db
      .update(dropshippingProducts)
      .set({ price: '11.00' })
      .where(eq(dropshippingProducts.category, 'Sports'));
    await t.db
      .update(dropshippingProducts)
      .set({ category: 'Sports' })
      .where(eq(dropshippingProducts.id, id('drone')));
    expect(await listsTheCounts()).toContainEqual({ name: 'Sports', count: 3 });

    // A category whose products are all gone leaves the list.
    await t.db
      .delete(dropshippingProducts)
      .where(inArray(dropshippingProducts.id, [id('ball'), id('bat'), id('pan')]));
    expect((await listsTheCounts()).map((category) => category.name)).not.toContain('Sports');
    await t.db.delete(dropshippingProducts).where(eq(dropshippingProducts.category, 'Gadgets'));
    expect((await listsTheCounts()).map((category) => category.name)).not.toContain('Gadgets');
  });
});
