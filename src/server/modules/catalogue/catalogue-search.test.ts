import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSearch, dropshippingProducts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listAdminProducts } from './list-admin-products';
import { listProducts } from './list-products';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const product = (name: string, extra: Partial<typeof dropshippingProducts.$inferInsert> = {}) => ({
  name,
  category: 'Kitchen',
  description: 'A product made by a test.',
  price: '10.00',
  originalPrice: '12.00',
  imageUrl: `/uploads/seed/${name}-640.webp`,
  supplier: 'Test Supplier',
  country: 'USA' as const,
  shippingTime: '24-30 days',
  ...extra,
});

/** The rows of a raw query, on PGlite and on node-postgres alike. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** catalogue_search as it is, and as the products say it should be. */
const stored = () =>
  rowsOf(sql`SELECT product_id, is_active, country, category, search_text FROM catalogue_search
             ORDER BY product_id`);
const expected = () =>
  rowsOf(sql`SELECT id AS product_id, is_active, country, category, search_text FROM dropshipping_products
             ORDER BY id`);

/** The ids a shopper's search finds (a pool seed, and newest first) and the admin's. */
async function found(q: string) {
  const [shuffled, newest, admin] = await Promise.all([
    listProducts(t.db, { q, seed: 5, offset: 0, limit: 50 }),
    listProducts(t.db, { q, offset: 0, limit: 50 }),
    listAdminProducts(t.db, { q, page: 1, sort: 'newest' }),
  ]);
  const ids = (products: { id: string }[]) => products.map((p) => p.id).sort();
  return { shuffled: ids(shuffled.products), newest: ids(newest.products), admin: ids(admin.products) };
}
const everywhere = (ids: string[]) => ({ shuffled: ids, newest: ids, admin: ids });

/** Pages of the trigram index's pending list (merged, and counted, by this call). */
async function pendingPages(): Promise<number> {
  const [row] = await rowsOf<{ pages: number }>(
    sql`SELECT gin_clean_pending_list('catalogue_search_text_idx'::regclass)::int AS pages`,
  );
  return Number(row!.pages);
}

describe('catalogue_search, the search’s narrow table', () => {
  it('follows the products: insert, rename, description, deactivation, country, category, delete', async () => {
    const added = await t.db
      .insert(dropshippingProducts)
      .values([product('Copper Kettle'), product('Steel Pan'), product('Clay Pot', { isActive: false })])
      .returning();
    const [kettle, pan, pot] = added.map((row) => row.id) as [string, string, string];
    expect(await stored()).toHaveLength(3);
    expect(await stored()).toEqual(await expected());
    expect(await found('KETTLE')).toEqual(everywhere([kettle]));
    // Every write merges the index's pending entries: the planner counts them as reads.
    expect(await pendingPages()).toBe(0);

    const change = async (id: string, values: Partial<typeof dropshippingProducts.$inferInsert>) => {
      await t.db.update(dropshippingProducts).set(values).where(eq(dropshippingProducts.id, id));
      expect(await stored(), JSON.stringify(values)).toEqual(await expected());
    };
    await change(kettle, { name: 'Brass Teapot' });
    expect(await found('kettle')).toEqual(everywhere([]));
    expect(await found('teapot')).toEqual(everywhere([kettle]));
    expect(await pendingPages()).toBe(0);

    await change(pan, { description: 'Heavy and non-stick.' });
    expect(await found('non-stick')).toEqual(everywhere([pan]));

    // Shoppers no longer find an inactive product; the admin still does.
    await change(pan, { isActive: false });
    expect(await found('non-stick')).toEqual({ shuffled: [], newest: [], admin: [pan] });
    await change(pot, { isActive: true });
    expect(await found('clay')).toEqual(everywhere([pot]));

    await change(pot, { country: 'China' });
    expect(
      (await listProducts(t.db, { q: 'clay', country: 'China', seed: 5, offset: 0, limit: 50 })).total,
    ).toBe(1);
    expect(
      (await listProducts(t.db, { q: 'clay', country: 'USA', seed: 5, offset: 0, limit: 50 })).total,
    ).toBe(0);

    await change(pot, { category: 'Garden' });
    expect(await found('garden')).toEqual(everywhere([pot]));
    expect((await listProducts(t.db, { q: 'clay', category: 'Garden', offset: 0, limit: 50 })).total).toBe(1);

    // A change of nothing the search reads leaves the row as it was.
    await change(kettle, { price: '11.00' });

    await t.db.delete(dropshippingProducts).where(inArray(dropshippingProducts.id, [kettle, pot]));
    expect(await stored()).toEqual(await expected());
    expect(await stored()).toHaveLength(1);
  });

  it('is where searches find and count their matches', async () => {
    const [row] = await t.db.insert(dropshippingProducts).values(product('Wooden Spoon')).returning();
    const id = row!.id;
    // Change the narrow row behind the triggers' back: the searches follow it, not the product's
    // own search_text.
    await t.db
      .update(catalogueSearch)
      .set({ searchText: 'zz only here' })
      .where(eq(catalogueSearch.productId, id));
    try {
      expect(await found('zz only')).toEqual(everywhere([id]));
      expect(await found('spoon')).toEqual(everywhere([]));
    } finally {
      await t.db.execute(sql`UPDATE catalogue_search s SET search_text = p.search_text
                             FROM dropshipping_products p WHERE s.product_id = p.id`);
    }
    expect(await found('spoon')).toEqual(everywhere([id]));
  });
});
