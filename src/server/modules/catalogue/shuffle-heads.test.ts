import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPageResponse } from '../../../shared/catalogue/catalogue-page';
import { catalogueShuffleHeads, dropshippingProducts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listProducts } from './list-products';

// Enough products that a first page (and the next) fits twice in a seed's head (1/16 of the
// matches), so these pages are read from catalogue_shuffle_heads (docs/decisions/045).
const COUNT = 6000;
const COUNTRIES = ['USA', 'China'] as const;
const CATEGORIES = ['Toys & Games', 'Electronics', 'Kitchen'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    name: `Head Item ${i}${i % 3 === 0 ? ' wireless' : ''}`,
    category: CATEGORIES[i % 3]!,
    description: 'A product made by a test.',
    price: '10.00',
    originalPrice: '12.00',
    imageUrl: `/uploads/seed/head-${i}-640.webp`,
    supplier: 'Test Supplier',
    country: COUNTRIES[Math.floor(i / 3) % 2]!,
    shippingTime: '24-30 days',
    isActive: i % 10 !== 9,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await t.db.insert(dropshippingProducts).values(rows.slice(start, start + 500));
  }
}, 60_000);
afterAll(() => t.close());

const BOUND = sql.raw('-8070450532247928832');

/** The rows of a raw query, on PGlite and on node-postgres alike. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The heads as the migration defines them, computed from the products. */
async function expectedHeads(): Promise<string[]> {
  const rows = await rowsOf<{ key: string }>(sql`
    SELECT pool.seed || ':' || p.id AS key
    FROM dropshipping_products p CROSS JOIN generate_series(0, 99) AS pool(seed)
    WHERE uuid_hash_extended(p.id, pool.seed) < ${BOUND}
    ORDER BY 1`);
  return rows.map((row) => row.key);
}
async function storedHeads(): Promise<string[]> {
  const rows = await rowsOf<{ key: string }>(sql`
    SELECT seed || ':' || product_id AS key FROM catalogue_shuffle_heads
    WHERE uuid_hash_extended(product_id, seed) = rank ORDER BY 1`);
  return rows.map((row) => row.key);
}

/** The spec's shuffled order over every match, ranked in full (the order before the heads). */
async function reference(seed: number, where: ReturnType<typeof sql>, offset: number, limit: number) {
  const rows = await rowsOf<{ id: string }>(sql`
    SELECT id FROM dropshipping_products WHERE is_active AND ${where}
    ORDER BY uuid_hash_extended(id, ${seed}::bigint), id LIMIT ${limit} OFFSET ${offset}`);
  const [counted] = await rowsOf<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM dropshipping_products WHERE is_active AND ${where}`,
  );
  return { ids: rows.map((row) => row.id), total: Number(counted!.total) };
}

const list = async (query: string): Promise<ProductPageResponse> => {
  const response = await t.app.inject({ url: `/api/catalogue/products${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the pool seeds’ shuffle heads, and the matches kept per filter', () => {
  it('hold every product ranked below the bound, for each pool seed, kept on insert and delete', async () => {
    const expected = await expectedHeads();
    expect(expected.length).toBeGreaterThan(COUNT * 100 * (1 / 16) * 0.9);
    expect(await storedHeads()).toEqual(expected);
    const [stored] = await rowsOf<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM catalogue_shuffle_heads`,
    );
    expect(stored!.count).toBe(expected.length);

    const [added] = await t.db
      .insert(dropshippingProducts)
      .values({
        name: 'Added later',
        category: 'Kitchen',
        price: '10.00',
        originalPrice: '12.00',
        imageUrl: '/uploads/seed/later-640.webp',
        supplier: 'Test Supplier',
        country: 'USA',
        shippingTime: '24-30 days',
      })
      .returning();
    expect(await storedHeads()).toEqual(await expectedHeads());
    await t.db.delete(dropshippingProducts).where(eq(dropshippingProducts.id, added!.id));
    expect(await storedHeads()).toEqual(expected);
  });

  it('give the same pages and totals as ranking every match, for each filter', async () => {
    const cases: { query: string; where: ReturnType<typeof sql> }[] = [
      { query: '', where: sql`true` },
      { query: '&country=USA', where: sql`country = 'USA'` },
      { query: '&category=Kitchen', where: sql`category = 'Kitchen'` },
      // Searches: a term's first page is ranked in the pass that counts it; later ones (its count
      // kept) are read from the heads when they fit.
      { query: '&q=HEAD', where: sql`search_text LIKE '%head%'` },
      { query: '&q=WIRELESS', where: sql`search_text LIKE '%wireless%'` },
      { query: '&q=zzqx', where: sql`search_text LIKE '%zzqx%'` },
      // Narrow: too few matches for the head, ranked in full.
      {
        query: '&country=China&category=Electronics&q=wireless',
        where: sql`country = 'China' AND category = 'Electronics' AND search_text LIKE '%wireless%'`,
      },
    ];
    for (const { query, where } of cases) {
      for (const seed of [0, 31, 99]) {
        for (const [offset, limit] of [
          [0, 50],
          [50, 20],
        ] as const) {
          const page = await list(`?seed=${seed}&offset=${offset}&limit=${limit}${query}`);
          const expected = await reference(seed, where, offset, limit);
          expect(
            { ids: page.products.map((product) => product.id), total: page.total },
            `${query} seed ${seed}`,
          ).toEqual(expected);
        }
      }
    }
  });

  it('are what a first page is read from when it fits in them', async () => {
    const full = await listProducts(t.db, { seed: 7, offset: 0, limit: 50 });
    // Take the page's first product out of the head (behind the trigger's back): a page read from
    // the head no longer shows it; the rest of the page moves up by one.
    const first = full.products[0]!.id;
    await t.db
      .delete(catalogueShuffleHeads)
      .where(and(eq(catalogueShuffleHeads.seed, 7), inArray(catalogueShuffleHeads.productId, [first])));
    try {
      const fromHead = await listProducts(t.db, { seed: 7, offset: 0, limit: 50 });
      expect(fromHead.products.map((product) => product.id)[0]).toBe(full.products[1]!.id);
      expect(fromHead.total).toBe(full.total);
    } finally {
      await t.db.execute(sql`
        INSERT INTO catalogue_shuffle_heads (seed, rank, product_id)
        VALUES (7, uuid_hash_extended(${first}::uuid, 7), ${first}::uuid)`);
    }
    expect(await listProducts(t.db, { seed: 7, offset: 0, limit: 50 })).toEqual(full);
  });
});
