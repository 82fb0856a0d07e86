import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPageResponse } from '../../../shared/catalogue/catalogue-page';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_PAGE_STEP } from '../../../shared/catalogue/catalogue-page';
import type { Product } from '../../../shared/catalogue/product';
import { dropshippingProducts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

type ProductInsert = typeof dropshippingProducts.$inferInsert;
const BASE_TIME = Date.parse('2026-01-01T00:00:00Z');
let created = 0;

/** A product row; each one a minute newer than the one before. */
const product = (name: string, category: string, extra: Partial<ProductInsert> = {}): ProductInsert => ({
  name,
  category,
  description: 'A product made by a test.',
  price: '10.00',
  originalPrice: '12.00',
  imageUrl: `/uploads/seed/${encodeURIComponent(name)}-640.webp`,
  supplier: 'Test Supplier',
  country: 'USA',
  shippingTime: '24-30 days',
  createdAt: new Date(BASE_TIME + created++ * 60_000),
  ...extra,
});

const insert = async (t: TestApp, rows: ProductInsert[]) =>
  t.db.insert(dropshippingProducts).values(rows).returning();

describe('the catalogue list, product and similar products', () => {
  let t: TestApp;
  const ACTIVE = 78;
  let all: (typeof dropshippingProducts.$inferSelect)[];
  const byName = (name: string) => all.find((row) => row.name === name)!;

  beforeAll(async () => {
    t = await createTestApp();
    const toys = Array.from({ length: 70 }, (_, i) =>
      product(`Item ${String(i).padStart(2, '0')}`, 'Toys & Games', { country: i % 2 ? 'China' : 'USA' }),
    );
    all = await insert(t, [
      ...toys,
      product('Voltix Wireless Earbuds', 'Electronics', { description: 'Bluetooth 5.3, 30 hours.' }),
      product('Steel Kettle', 'Home & Kitchen', {
        country: 'China',
        description: 'Pairs WIRELESSLY with the app.',
      }),
      product('Chew Rope', 'Pet Supplies', { description: 'For dogs.' }),
      product('100% Cotton Shirt', 'Fashion & Apparel', { country: 'China' }),
      product('1000 Thread Sheets', 'Home & Bedroom'),
      product('snake_case Mug', 'Office & School'),
      product('Blue Cup', 'Office & School', { country: 'China' }),
      product('Back\\slash Lamp', 'Home & Garden'),
      product('Hidden Wireless Speaker', 'Electronics', { isActive: false }),
    ]);
  });
  afterAll(() => t.close());

  const list = async (query: string): Promise<ProductPageResponse> => {
    const response = await t.app.inject({ url: `/api/catalogue/products${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const names = (page: ProductPageResponse) => page.products.map((p) => p.name).sort();

  describe('GET /api/catalogue/products', () => {
    it('pages the active products newest first: 50, then 20 more, with the total', async () => {
      const response = await t.app.inject({ url: '/api/catalogue/products' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=30');
      const first: ProductPageResponse = response.json();
      expect(first.total).toBe(ACTIVE);
      expect(first.products).toHaveLength(CATALOGUE_PAGE_SIZE);
      expect(first.products[0]!.name).toBe('Back\\slash Lamp');
      const times = first.products.map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));

      const second = await list(`?offset=${CATALOGUE_PAGE_SIZE}&limit=${CATALOGUE_PAGE_STEP}`);
      const third = await list(
        `?offset=${CATALOGUE_PAGE_SIZE + CATALOGUE_PAGE_STEP}&limit=${CATALOGUE_PAGE_STEP}`,
      );
      expect(second.products).toHaveLength(CATALOGUE_PAGE_STEP);
      expect(third.products).toHaveLength(ACTIVE - CATALOGUE_PAGE_SIZE - CATALOGUE_PAGE_STEP);
      expect(third.total).toBe(ACTIVE);
      const ids = [...first.products, ...second.products, ...third.products].map((p) => p.id);
      expect(new Set(ids).size).toBe(ACTIVE);
      expect(ids).not.toContain(byName('Hidden Wireless Speaker').id);
      expect((await list('?offset=500')).products).toEqual([]);
      expect((await list('?offset=500')).total).toBe(ACTIVE);
    });

    it('sends products in the API form', async () => {
      const page = await list('?q=voltix');
      const row = byName('Voltix Wireless Earbuds');
      expect(page).toEqual({
        total: 1,
        products: [
          expect.objectContaining({
            id: row.id,
            name: 'Voltix Wireless Earbuds',
            description: 'Bluetooth 5.3, 30 hours.',
            price: '10.00',
            originalPrice: '12.00',
            images: [row.imageUrl],
            country: 'USA',
            category: 'Electronics',
            inStock: true,
            minOrderQuantity: 1,
            createdAt: row.createdAt.toISOString(),
          }),
        ],
      });
    });

    it('filters by country, by category and by both', async () => {
      const usa = await list('?country=USA&limit=50');
      expect(usa.total).toBe(35 + 5);
      expect(usa.products.every((p) => p.country === 'USA')).toBe(true);
      const china = await list('?country=China');
      expect(china.total).toBe(35 + 3);
      expect(china.products.every((p) => p.country === 'China')).toBe(true);

      const toys = await list(`?category=${encodeURIComponent('Toys & Games')}`);
      expect(toys.total).toBe(70);
      expect(toys.products.every((p) => p.category === 'Toys & Games')).toBe(true);

      const office = await list(`?country=USA&category=${encodeURIComponent('Office & School')}`);
      expect(names(office)).toEqual(['snake_case Mug']);
      expect(office.total).toBe(1);
      // Only active products count: the hidden speaker is the only other Electronics product.
      expect(names(await list('?category=Electronics'))).toEqual(['Voltix Wireless Earbuds']);
      expect(await list('?category=Nothing')).toEqual({ products: [], total: 0 });
      // Empty parameters are no filter (the "All" tab and category).
      expect((await list('?country=&category=&q=%20%20&seed=')).total).toBe(ACTIVE);
    });

    it('searches name, description and category, ignoring case and surrounding spaces', async () => {
      expect(names(await list('?q=wireless'))).toEqual(['Steel Kettle', 'Voltix Wireless Earbuds']);
      expect(names(await list('?q=WiReLeSs'))).toEqual(['Steel Kettle', 'Voltix Wireless Earbuds']);
      expect(names(await list('?q=%20%20bluetooth%20'))).toEqual(['Voltix Wireless Earbuds']);
      expect(names(await list('?q=pet%20supp'))).toEqual(['Chew Rope']);
      expect((await list('?q=pet%20supp')).total).toBe(1);
      expect(names(await list('?q=nothing%20like%20this'))).toEqual([]);
    });

    it('combines search with the country and the category', async () => {
      expect(names(await list('?q=wireless&country=China'))).toEqual(['Steel Kettle']);
      expect(names(await list('?q=wireless&category=Electronics'))).toEqual(['Voltix Wireless Earbuds']);
      expect(names(await list('?q=wireless&category=Electronics&country=China'))).toEqual([]);
      const usaItems = await list(`?q=item&country=USA&category=${encodeURIComponent('Toys & Games')}`);
      expect(usaItems.total).toBe(35);
    });

    it('takes % _ and \\ in the search text literally', async () => {
      expect(names(await list(`?q=${encodeURIComponent('100%')}`))).toEqual(['100% Cotton Shirt']);
      expect(names(await list(`?q=${encodeURIComponent('%')}`))).toEqual(['100% Cotton Shirt']);
      expect(names(await list('?q=e_c'))).toEqual(['snake_case Mug']);
      expect(names(await list('?q=_'))).toEqual(['snake_case Mug']);
      expect(names(await list(`?q=${encodeURIComponent('\\')}`))).toEqual(['Back\\slash Lamp']);
    });

    it('shuffles by seed: the same order on every page, another order for another seed', async () => {
      const pages = async (seed: number) => {
        const first = await list(`?seed=${seed}`);
        const second = await list(`?seed=${seed}&offset=50&limit=20`);
        const third = await list(`?seed=${seed}&offset=70&limit=20`);
        expect(first.total).toBe(ACTIVE);
        return [...first.products, ...second.products, ...third.products].map((p) => p.id);
      };
      const order = await pages(42);
      expect(order).toHaveLength(ACTIVE);
      expect(new Set(order).size).toBe(ACTIVE);
      expect(await pages(42)).toEqual(order);
      // Any page boundary gives the same sequence.
      const shifted = [
        ...(await list('?seed=42&limit=7')).products,
        ...(await list('?seed=42&offset=7&limit=50')).products,
      ];
      expect(shifted.map((p) => p.id)).toEqual(order.slice(0, 57));

      const other = await pages(43);
      expect(new Set(other)).toEqual(new Set(order));
      expect(other).not.toEqual(order);
      const newest = [...(await list('')).products, ...(await list('?offset=50')).products].map((p) => p.id);
      expect(order).not.toEqual(newest);
      expect((await list('?seed=0')).products).toHaveLength(50);
      expect((await list('?seed=2147483647')).products).toHaveLength(50);
    });

    it('shuffles within the filters too', async () => {
      const first = await list('?seed=7&country=USA&limit=20');
      const rest = await list('?seed=7&country=USA&offset=20&limit=20');
      const ids = [...first.products, ...rest.products].map((p) => p.id);
      expect(new Set(ids).size).toBe(40);
      expect(first.total).toBe(40);
      expect([...first.products, ...rest.products].every((p) => p.country === 'USA')).toBe(true);
      expect(names(await list('?seed=7&q=wireless'))).toEqual(['Steel Kettle', 'Voltix Wireless Earbuds']);
    });

    it('pages a shuffled search with its count, and past its end', async () => {
      const query = `?q=item&country=USA&category=${encodeURIComponent('Toys & Games')}&seed=9`;
      const first = await list(`${query}&limit=20`);
      const rest = await list(`${query}&offset=20&limit=20`);
      expect([first.total, rest.total]).toEqual([35, 35]);
      const ids = [...first.products, ...rest.products].map((p) => p.id);
      expect(ids).toHaveLength(35);
      expect(new Set(ids).size).toBe(35);
      expect(await list(`${query}&offset=40`)).toEqual({ products: [], total: 35 });
      const other = await list(
        `?q=item&country=USA&category=${encodeURIComponent('Toys & Games')}&seed=10&limit=20`,
      );
      expect(other.products.map((p) => p.id)).not.toEqual(first.products.map((p) => p.id));
    });

    it.each([
      [`q=${'a'.repeat(101)}`, 'q', 'Search text can be at most 100 characters.'],
      ['q=a&q=b', 'q', 'Search text can be at most 100 characters.'],
      [`category=${'c'.repeat(101)}`, 'category', 'Category can be at most 100 characters.'],
      ['country=Ghana', 'country', 'Country must be USA or China.'],
      ['country=usa', 'country', 'Country must be USA or China.'],
      ['seed=-1', 'seed', 'Seed must be a whole number from 0 to 2147483647.'],
      ['seed=abc', 'seed', 'Seed must be a whole number from 0 to 2147483647.'],
      ['seed=1.5', 'seed', 'Seed must be a whole number from 0 to 2147483647.'],
      ['seed=2147483648', 'seed', 'Seed must be a whole number from 0 to 2147483647.'],
      ['offset=-1', 'offset', 'Offset must be a whole number, 0 or more.'],
      ['offset=1e3', 'offset', 'Offset must be a whole number, 0 or more.'],
      ['limit=0', 'limit', 'Limit must be a whole number from 1 to 50.'],
      ['limit=51', 'limit', 'Limit must be a whole number from 1 to 50.'],
      ['limit=ten', 'limit', 'Limit must be a whole number from 1 to 50.'],
    ])('refuses %s with a 400 naming the field', async (query, field, message) => {
      const response = await t.app.inject({ url: `/api/catalogue/products?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', message, fields: { [field]: message } },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('accepts a 100-character search (after trimming)', async () => {
      expect((await list(`?q=${'a'.repeat(100)}%20%20`)).total).toBe(0);
    });
  });

  describe('GET /api/catalogue/products/:id', () => {
    it('answers an active product', async () => {
      const row = byName('Chew Rope');
      const response = await t.app.inject({ url: `/api/catalogue/products/${row.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=30');
      const product: Product = response.json().product;
      expect(product).toMatchObject({
        id: row.id,
        name: 'Chew Rope',
        category: 'Pet Supplies',
        country: 'USA',
      });
    });

    it.each([
      ['an inactive', () => byName('Hidden Wireless Speaker').id],
      ['an unknown', () => '00000000-0000-4000-8000-000000000000'],
      ['a malformed', () => 'not-a-uuid'],
      ['an overlong', () => `${'1'.repeat(40)}'; drop table x`],
    ])(
      'answers 404 "Product not found" for %s id, on the product and its similar products',
      async (_, id) => {
        for (const url of [
          `/api/catalogue/products/${encodeURIComponent(id())}`,
          `/api/catalogue/products/${encodeURIComponent(id())}/similar`,
        ]) {
          const response = await t.app.inject({ url });
          expect(response.statusCode, url).toBe(404);
          expect(response.json()).toMatchObject({
            error: { code: 'NOT_FOUND', message: 'Product not found' },
          });
        }
      },
    );
  });

  describe('GET /api/catalogue/products/:id/similar', () => {
    it('lists up to 50 active products of the same category, without the product itself', async () => {
      const item = byName('Item 00');
      const response = await t.app.inject({ url: `/api/catalogue/products/${item.id}/similar` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=30');
      const products: Product[] = response.json().products;
      expect(products).toHaveLength(50);
      expect(products.every((p) => p.category === 'Toys & Games')).toBe(true);
      expect(products.map((p) => p.id)).not.toContain(item.id);
      expect(new Set(products.map((p) => p.id)).size).toBe(50);
    });

    it('tops up with the same country when the category has fewer than 20', async () => {
      const rope = byName('Chew Rope');
      const products: Product[] = (
        await t.app.inject({ url: `/api/catalogue/products/${rope.id}/similar` })
      ).json().products;
      // No other pet products; the 39 other active USA products are 20 or more: no third group.
      expect(products).toHaveLength(39);
      expect(products.every((p) => p.country === 'USA' && p.id !== rope.id)).toBe(true);
    });
  });
});

describe('similar products: the top-up rule', () => {
  let t: TestApp;
  let rows: (typeof dropshippingProducts.$inferSelect)[];
  const id = (name: string) => rows.find((row) => row.name === name)!.id;
  const similar = async (name: string) => {
    const response = await t.app.inject({ url: `/api/catalogue/products/${id(name)}/similar` });
    expect(response.statusCode).toBe(200);
    return (response.json().products as Product[]).map((p) => p.name);
  };

  beforeAll(async () => {
    t = await createTestApp();
    rows = await insert(t, [
      ...Array.from({ length: 50 }, (_, i) => product(`Toy ${i}`, 'Toys & Games', { country: 'China' })),
      product('Ball 1', 'Sports & Outdoor'),
      product('Ball 2', 'Sports & Outdoor'),
      product('Ball 3', 'Sports & Outdoor'),
      product('Old Book', 'Books & Media', { isActive: false }),
      product('Atlas', 'Books & Media', { country: 'China' }),
      product('Novel', 'Books & Media'),
    ]);
  });
  afterAll(() => t.close());

  it('adds the same country, then any products, in that order, up to 50', async () => {
    const names = await similar('Novel');
    expect(names).toHaveLength(50);
    // Same category first, then the same country (newest first), then the rest.
    expect(names.slice(0, 4)).toEqual(['Atlas', 'Ball 3', 'Ball 2', 'Ball 1']);
    expect(names.slice(4).every((name) => name.startsWith('Toy '))).toBe(true);
    expect(names.slice(4, 6)).toEqual(['Toy 49', 'Toy 48']);
    expect(names).not.toContain('Novel');
    expect(names).not.toContain('Old Book');
  });

  it('adds nothing more once the category and country give 20', async () => {
    // A toy has 49 others of its category.
    const toys = await similar('Toy 0');
    expect(toys).toHaveLength(49);
    expect(toys.every((name) => name.startsWith('Toy '))).toBe(true);
  });

  it('keeps the country group before the others', async () => {
    expect(await similar('Ball 1')).toEqual([
      'Ball 3',
      'Ball 2',
      'Novel',
      'Atlas',
      ...Array.from({ length: 46 }, (_, i) => `Toy ${49 - i}`),
    ]);
  });
});
