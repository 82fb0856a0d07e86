import zlib from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductPageResponse } from '../../../shared/catalogue/catalogue-page';
import { dropshippingProducts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listProducts } from './list-products';
import { FRONT_SIZE, ShuffleFront } from './shuffle-fronts';

const COUNT = 140;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(dropshippingProducts).values(
    Array.from({ length: COUNT }, (_, i) => ({
      name: `Front Item ${i}`,
      category: i % 2 ? 'Kitchen' : 'Toys & Games',
      description: 'A product made by a test.',
      price: '10.00',
      originalPrice: '12.00',
      imageUrl: `/uploads/seed/front-${i}-640.webp`,
      imageUrl2: i % 3 ? null : `/uploads/seed/front-${i}-b-640.webp`,
      colors: i % 4 ? [] : ['Red', 'Blue'],
      supplier: 'Test Supplier',
      country: i % 3 ? ('USA' as const) : ('China' as const),
      shippingTime: '24-30 days',
      isActive: i % 10 !== 9,
    })),
  );
});
afterAll(() => t.close());

const get = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/catalogue/products${query}`, headers });
const list = async (query: string): Promise<ProductPageResponse> => {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('a shuffle front', () => {
  const head: ProductPageResponse = {
    products: Array.from({ length: 3 }, (_, i) => ({ id: `id-${i}`, name: `Name "${i}"` })) as never,
    total: 3,
  };

  it('answers any page within it with the text JSON.stringify gives', () => {
    const front = new ShuffleFront(head);
    for (const [offset, limit] of [
      [0, 50],
      [0, 2],
      [1, 1],
      [2, 20],
      [3, 20],
      [10, 5],
    ] as const) {
      const expected = { products: head.products.slice(offset, offset + limit), total: 3 };
      expect(front.page(offset, limit)!.body).toBe(JSON.stringify(expected));
    }
  });

  it('answers nothing past a front that may not hold every match', () => {
    const full = {
      products: Array.from({ length: FRONT_SIZE }, (_, i) => ({ id: `id-${i}` })) as never,
      total: 1000,
    };
    const front = new ShuffleFront(full);
    expect(front.page(FRONT_SIZE - 20, 20)).toBeDefined();
    expect(front.page(FRONT_SIZE - 19, 20)).toBeUndefined();
  });

  it('keeps the pages the web asks for, compressed once', () => {
    const front = new ShuffleFront(head);
    expect(front.page(0, 50)).toBe(front.page(0, 50));
    expect(front.page(0, 49)).not.toBe(front.page(0, 49));
  });

  it('counts the bytes it keeps, and says when they grow', () => {
    const products = Array.from({ length: FRONT_SIZE }, (_, i) => ({
      id: `id-${i}`,
      name: `A product with a long enough name, number ${i}`,
      description: 'Made by a test, to be compressed like a real page.',
    }));
    let grew = 0;
    const front = new ShuffleFront({ products: products as never, total: 1000 }, undefined, () => grew++);
    // Its products' texts are shared with other fronts and counted where they are kept: not here.
    const empty = front.size;
    expect(empty).toBeLessThan(2048);
    const first = front.page(0, 50)!;
    expect(front.size).toBe(empty + first.keptBytes);
    const br = first.encoded('br');
    expect(grew).toBe(1);
    expect(front.size - empty).toBeGreaterThanOrEqual(br.length);
    expect(front.size - empty).toBeLessThan(br.length + 1024);
    first.encoded('br');
    expect(grew).toBe(1);
    front.page(50, 20)!.encoded('gzip');
    expect(grew).toBe(2);
    // A page size the web never asks for is not kept, so it costs the front nothing.
    const sized = front.size;
    front.page(0, 45)!.encoded('br');
    expect(front.size).toBe(sized);
    expect(grew).toBe(2);
  });
});

describe('catalogue pages served from the fronts', () => {
  it('are the pages listProducts reads, for every size, each country tab and category', async () => {
    for (const [country, category] of [
      [undefined, undefined],
      ['USA', undefined],
      ['China', undefined],
      [undefined, 'Kitchen'],
      ['USA', 'Toys & Games'],
    ] as const) {
      const tab = `${country ? `&country=${country}` : ''}${category ? `&category=${encodeURIComponent(category)}` : ''}`;
      for (const seed of [0, 57]) {
        for (const [offset, limit] of [
          [0, 50],
          [0, 41],
          [0, 1],
          [50, 20],
          [70, 20],
          [60, 30],
          [80, 20],
          [120, 50],
          [500, 10],
        ] as const) {
          const served = await list(`?seed=${seed}&offset=${offset}&limit=${limit}${tab}`);
          expect(served).toEqual(await listProducts(t.db, { seed, country, category, offset, limit }));
        }
      }
    }
  });

  it('are compressed as asked, to the same text', async () => {
    for (const limit of [50, 45]) {
      const plain = await get(`?seed=9&limit=${limit}`);
      const br = await get(`?seed=9&limit=${limit}`, { 'accept-encoding': 'br' });
      const gzip = await get(`?seed=9&limit=${limit}`, { 'accept-encoding': 'gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('are read again after a catalogue change', async () => {
    const before = await list('?seed=31&limit=45');
    const first = before.products[0]!;
    const gone = before.products[1]!;
    await t.db
      .update(dropshippingProducts)
      .set({ price: '99.00' })
      .where(eq(dropshippingProducts.id, first.id));
    await t.db
      .update(dropshippingProducts)
      .set({ isActive: false })
      .where(inArray(dropshippingProducts.id, [gone.id]));
    await vi.waitFor(
      async () => {
        const after = await list('?seed=31&limit=45');
        expect(after.products[0]).toMatchObject({ id: first.id, price: '99.00' });
        expect(after.products.map((product) => product.id)).not.toContain(gone.id);
        expect(after).toEqual(await listProducts(t.db, { seed: 31, offset: 0, limit: 45 }));
        expect(after.total).toBe(before.total - 1);
      },
      { timeout: 2000, interval: 20 },
    );
    // The page the web asks for, kept whole, is fresh too.
    expect(await list('?seed=31')).toEqual(await listProducts(t.db, { seed: 31, offset: 0, limit: 50 }));
  });
});
