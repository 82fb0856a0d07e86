import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminDashboard } from '../../../shared/admin/admin-activity';
import {
  API_ADMIN_DASHBOARD,
  API_ADMIN_PRODUCT,
  API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_PREVIEW,
  API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_UNDO,
  API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS,
  API_ADMIN_PRODUCTS,
  API_PRODUCT,
  API_PRODUCTS,
  API_SIMILAR_PRODUCTS,
  apiPath,
} from '../../../shared/api-paths';
import {
  ADMIN_PRODUCT_MESSAGES,
  type AdminProduct,
  type AdminProductPage,
  type LastPriceAdjustments,
  PRODUCT_FORM_MESSAGES,
  type PriceAdjustmentPreview,
  type PriceAdjustmentResult,
  type PriceAdjustmentUndoResult,
  pricesAdjustedMessage,
  pricesRestoredMessage,
} from '../../../shared/catalogue/admin-product';
import type { ProductPageResponse } from '../../../shared/catalogue/catalogue-page';
import type { Product } from '../../../shared/catalogue/product';
import { discountPercent } from '../../../shared/money';
import { adminActivity, dropshippingProducts, priceAdjustmentItems, priceAdjustments } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser, insertProduct } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof browser>;
let shopper: ReturnType<typeof browser>;

beforeAll(async () => {
  t = await createTestApp();
  admin = browser(t, (await signInAdmin(t)).cookie);
  shopper = browser(t);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(dropshippingProducts);
  await t.db.delete(adminActivity);
  await t.db.delete(priceAdjustments);
});

/** A complete Add form as the browser sends it (the schema's output). */
function form(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Wireless earbuds',
    description: 'Bluetooth 5.3, 30 h battery.',
    price: '149.99',
    originalPrice: '199.99',
    imageUrls: 'https://cdn.example.com/earbuds.jpg',
    videoUrl: '',
    supplier: 'Shenzhen Audio Co.',
    country: 'China',
    category: 'Electronics',
    shippingTime: '3-5 days',
    inStock: true,
    minOrderQuantity: '1',
    isActive: true,
    colors: '',
    sizes: '',
    ...overrides,
  };
}

const productCount = async () => (await t.db.select({ n: count() }).from(dropshippingProducts))[0]!.n;
const activityRows = () => t.db.select().from(adminActivity);
const list = async (query = '') => {
  const response = await admin.get(`${API_ADMIN_PRODUCTS}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<AdminProductPage>();
};
const adjust = (body: Record<string, unknown>) => admin.post(API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS, body);

describe('the product table', () => {
  it('pages newest first, 25 a page, inactive products included', async () => {
    const base = Date.now() - 100_000;
    for (let i = 0; i < 30; i++) {
      await insertProduct(t.db, {
        name: `Item ${i}`,
        createdAt: new Date(base + i * 1000),
        isActive: i !== 29,
      });
    }
    const first = await list();
    expect(first.total).toBe(30);
    expect(first.pageSize).toBe(25);
    expect(first.products).toHaveLength(25);
    expect(first.products[0]).toMatchObject({ name: 'Item 29', isActive: false });
    const second = await list('?page=2');
    expect(second.products.map((p) => p.name)).toEqual(['Item 4', 'Item 3', 'Item 2', 'Item 1', 'Item 0']);
    expect((await list('?page=3')).products).toEqual([]);
  });

  it('searches name, description and category, case-insensitive, with LIKE wildcards as text', async () => {
    await insertProduct(t.db, { name: 'Solar LANTERN', description: 'Bright' });
    await insertProduct(t.db, { name: 'Rice cooker', description: 'Cooks solar-free' });
    await insertProduct(t.db, { name: 'Kettle', category: 'Home & Kitchen' });
    await insertProduct(t.db, { name: '100% cotton sheet', category: 'Home & Bedroom' });
    expect((await list('?q=solar')).products.map((p) => p.name).sort()).toEqual([
      'Rice cooker',
      'Solar LANTERN',
    ]);
    expect((await list('?q=KITCHEN')).products.map((p) => p.name)).toEqual(['Kettle']);
    expect((await list('?q=100%25')).products.map((p) => p.name)).toEqual(['100% cotton sheet']);
    expect((await list('?q=%25')).total).toBe(1);
    expect((await list('?q=nothing-like-this')).total).toBe(0);
  });

  it('filters by country, category, active and in stock, combined', async () => {
    await insertProduct(t.db, { name: 'A', country: 'USA', category: 'Electronics' });
    await insertProduct(t.db, { name: 'B', country: 'China', category: 'Electronics', inStock: false });
    await insertProduct(t.db, { name: 'C', country: 'China', category: 'Automotive', isActive: false });
    const names = async (query: string) => (await list(query)).products.map((p) => p.name).sort();
    expect(await names('?country=USA')).toEqual(['A']);
    expect(await names('?country=China&category=Electronics')).toEqual(['B']);
    expect(await names('?active=false')).toEqual(['C']);
    expect(await names('?active=true')).toEqual(['A', 'B']);
    expect(await names('?inStock=false')).toEqual(['B']);
    expect(await names('?inStock=true&country=China')).toEqual(['C']);
    expect(await names('?country=&category=&active=&inStock=&q=')).toEqual(['A', 'B', 'C']);
  });

  it('sorts by price, name and age, on the server', async () => {
    await insertProduct(t.db, { name: 'Mid', price: '20.00', createdAt: new Date(Date.now() - 2000) });
    await insertProduct(t.db, { name: 'Cheap', price: '5.50', createdAt: new Date(Date.now() - 1000) });
    await insertProduct(t.db, { name: 'Dear', price: '100.00', createdAt: new Date(Date.now() - 3000) });
    const names = async (sort: string) => (await list(`?sort=${sort}`)).products.map((p) => p.name);
    expect(await names('price-asc')).toEqual(['Cheap', 'Mid', 'Dear']);
    expect(await names('price-desc')).toEqual(['Dear', 'Mid', 'Cheap']);
    expect(await names('name')).toEqual(['Cheap', 'Dear', 'Mid']);
    expect(await names('oldest')).toEqual(['Dear', 'Mid', 'Cheap']);
    expect(await names('newest')).toEqual(['Cheap', 'Mid', 'Dear']);
  });

  it('counts every product for the dashboard card', async () => {
    await insertProduct(t.db);
    await insertProduct(t.db, { isActive: false });
    const dashboard = (await admin.get(API_ADMIN_DASHBOARD)).json<AdminDashboard>();
    expect(dashboard.dropshippingProducts).toBe(2);
  });

  it('refuses a bad query with 400', async () => {
    for (const query of ['?page=0', '?page=x', '?country=Ghana', '?active=maybe', '?sort=random']) {
      expect((await admin.get(`${API_ADMIN_PRODUCTS}${query}`)).statusCode).toBe(400);
    }
  });
});

describe('Add', () => {
  it('adds a product with trimmed lists, the defaults and the computed discount, logged', async () => {
    const response = await admin.post(
      API_ADMIN_PRODUCTS,
      form({
        imageUrls: ' https://cdn.example.com/a.jpg , ,https://cdn.example.com/b.webp?w=640,  ',
        colors: ' Red, ,Blue ,',
        sizes: 'S,M , L',
        videoUrl: ' https://cdn.example.com/clip.mp4 ',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { product } = response.json<{ product: AdminProduct }>();
    expect(product).toMatchObject({
      imageUrl: 'https://cdn.example.com/a.jpg',
      images: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.webp?w=640'],
      videoUrl: 'https://cdn.example.com/clip.mp4',
      colors: ['Red', 'Blue'],
      sizes: ['S', 'M', 'L'],
      // No review yet: no rating (docs/decisions/070).
      rating: 0,
      reviews: 0,
      minOrderQuantity: 1,
      inStock: true,
      isActive: true,
      price: '149.99',
      originalPrice: '199.99',
      discount: discountPercent('199.99', '149.99'),
    });
    const [entry] = await activityRows();
    expect(entry).toMatchObject({ action: 'dropshipping_product.create', entityId: product.id });
    expect(entry!.after).toMatchObject({ name: 'Wireless earbuds', discount: 25 });
    // The shop sees it.
    expect((await shopper.get(apiPath(API_PRODUCT, { id: product.id }))).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and the field messages, writing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', PRODUCT_FORM_MESSAGES.name],
      [{ imageUrls: ' , ' }, 'imageUrls', PRODUCT_FORM_MESSAGES.mainImage],
      [{ imageUrls: 'https://example.com/product-page' }, 'imageUrls', PRODUCT_FORM_MESSAGES.imageLinks],
      [{ imageUrls: 'javascript:alert(1)//x.jpg' }, 'imageUrls', PRODUCT_FORM_MESSAGES.imageLinks],
      [
        { imageUrls: Array(8).fill('https://cdn.example.com/x.jpg').join(',') },
        'imageUrls',
        PRODUCT_FORM_MESSAGES.tooManyImages,
      ],
      [{ videoUrl: 'javascript:alert(1)' }, 'videoUrl', PRODUCT_FORM_MESSAGES.videoLink],
      [{ price: 'abc' }, 'price', PRODUCT_FORM_MESSAGES.price],
      [{ originalPrice: '' }, 'originalPrice', PRODUCT_FORM_MESSAGES.originalPrice],
      [{ minOrderQuantity: '0' }, 'minOrderQuantity', PRODUCT_FORM_MESSAGES.minOrderQuantity],
      [{ minOrderQuantity: '10001' }, 'minOrderQuantity', PRODUCT_FORM_MESSAGES.minOrderQuantity],
      [{ country: 'Ghana' }, 'country', PRODUCT_FORM_MESSAGES.country],
      [{ category: 'Weapons' }, 'category', PRODUCT_FORM_MESSAGES.category],
      [{ supplier: '' }, 'supplier', PRODUCT_FORM_MESSAGES.supplier],
      [{ shippingTime: '' }, 'shippingTime', PRODUCT_FORM_MESSAGES.shippingTime],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await admin.post(API_ADMIN_PRODUCTS, form(overrides));
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(response.json().error.fields[field]).toBe(message);
    }
    expect(await productCount()).toBe(0);
    expect(await activityRows()).toEqual([]);
  });

  it('keeps hostile text as text: stored and sent back verbatim, never as markup', async () => {
    const name = '<script>alert("x")</script> <img src=x onerror=alert(1)>';
    const response = await admin.post(API_ADMIN_PRODUCTS, form({ name, description: 'javascript:alert(1)' }));
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const { product } = response.json<{ product: AdminProduct }>();
    expect(product.name).toBe(name);
    expect(product.description).toBe('javascript:alert(1)');
    const listed = await list('?q=onerror');
    expect(listed.products[0]!.name).toBe(name);
  });
});

describe('Edit and Delete', () => {
  it('edits every field, recomputes the discount and logs only what changed', async () => {
    const row = await insertProduct(t.db, { price: '100.00', originalPrice: '100.00', discount: 0 });
    const response = await admin.put(
      apiPath(API_ADMIN_PRODUCT, { id: row.id }),
      form({ name: 'Renamed', price: '75.00', originalPrice: '100.00', isActive: false, inStock: false }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ product: AdminProduct }>().product).toMatchObject({
      name: 'Renamed',
      price: '75.00',
      discount: 25,
      isActive: false,
      inStock: false,
    });
    const [entry] = await activityRows();
    expect(entry).toMatchObject({ action: 'dropshipping_product.update', entityId: row.id });
    expect(entry!.before).toMatchObject({ name: row.name, price: '100.00', discount: 0 });
    expect(entry!.after).toMatchObject({ name: 'Renamed', price: '75.00', discount: 25 });
    expect(entry!.after).not.toHaveProperty('category');
  });

  it('refuses a bad edit with 400 and changes nothing; 404 for an unknown product', async () => {
    const row = await insertProduct(t.db);
    const bad = await admin.put(apiPath(API_ADMIN_PRODUCT, { id: row.id }), form({ price: 'abc' }));
    expect(bad.statusCode).toBe(400);
    const [after] = await t.db.select().from(dropshippingProducts).where(eq(dropshippingProducts.id, row.id));
    expect(after).toEqual(row);
    const missing = apiPath(API_ADMIN_PRODUCT, { id: '00000000-0000-4000-8000-000000000000' });
    expect((await admin.put(missing, form())).statusCode).toBe(404);
    expect((await admin.put(apiPath(API_ADMIN_PRODUCT, { id: 'nope' }), form())).statusCode).toBe(404);
    expect(await activityRows()).toEqual([]);
  });

  it('deletes for good, logged with what was removed', async () => {
    const row = await insertProduct(t.db, { name: 'Going away' });
    const url = apiPath(API_ADMIN_PRODUCT, { id: row.id });
    expect((await admin.delete(url)).statusCode).toBe(204);
    expect(await productCount()).toBe(0);
    expect((await shopper.get(apiPath(API_PRODUCT, { id: row.id }))).statusCode).toBe(404);
    const [entry] = await activityRows();
    expect(entry).toMatchObject({ action: 'dropshipping_product.delete', entityId: row.id });
    expect(entry!.before).toMatchObject({ name: 'Going away' });
    expect((await admin.delete(url)).statusCode).toBe(404);
  });
});

describe('bulk price adjustment', () => {
  it('multiplies both prices, rounds to 2 decimals, recomputes the discount, for one country only', async () => {
    const a = await insertProduct(t.db, { country: 'China', price: '19.99', originalPrice: '29.99' });
    const free = await insertProduct(t.db, {
      country: 'China',
      price: '10.00',
      originalPrice: '0.00',
      discount: 0,
    });
    const usa = await insertProduct(t.db, { country: 'USA', price: '19.99', originalPrice: '29.99' });
    const response = await adjust({ country: 'China', direction: 'increase', percentage: '12.5' });
    expect(response.statusCode).toBe(200);
    const result = response.json<PriceAdjustmentResult>();
    expect(result).toEqual({
      country: 'China',
      direction: 'increase',
      percentage: 12.5,
      count: 2,
      adjustmentId: expect.any(String),
    });
    expect(pricesAdjustedMessage(result)).toBe('Prices increased by 12.5% for 2 China products');

    const rows = new Map((await t.db.select().from(dropshippingProducts)).map((row) => [row.id, row]));
    // 19.99 × 1.125 = 22.48875 -> 22.49; 29.99 × 1.125 = 33.73875 -> 33.74.
    expect(rows.get(a.id)).toMatchObject({ price: '22.49', originalPrice: '33.74' });
    expect(rows.get(a.id)!.discount).toBe(discountPercent('33.74', '22.49'));
    expect(rows.get(free.id)).toMatchObject({ price: '11.25', originalPrice: '0.00', discount: 0 });
    expect(rows.get(usa.id)).toMatchObject({ price: '19.99', originalPrice: '29.99' });

    const entries = await activityRows();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'dropshipping_product.bulk_price', entityId: 'China' });
    expect(entries[0]!.after).toEqual({
      country: 'China',
      percentage: 12.5,
      direction: 'increase',
      count: 2,
    });
  });

  it('decreases, and agrees with the shared discount rule on many prices', async () => {
    const prices = ['0.01', '0.99', '1.00', '3.33', '45.55', '99.95', '149.99', '1234.56'];
    for (const price of prices) {
      await insertProduct(t.db, { country: 'USA', price, originalPrice: (Number(price) * 1.37).toFixed(2) });
    }
    const result = await adjust({ country: 'USA', direction: 'decrease', percentage: 7.3 });
    expect(result.json<PriceAdjustmentResult>().count).toBe(prices.length);
    for (const row of await t.db.select().from(dropshippingProducts)) {
      expect(row.discount).toBe(discountPercent(row.originalPrice, row.price));
    }
  });

  it('answers count 0 for a country without products, and logs nothing', async () => {
    await insertProduct(t.db, { country: 'USA' });
    const response = await adjust({ country: 'China', direction: 'increase', percentage: 5 });
    expect(response.json<PriceAdjustmentResult>().count).toBe(0);
    expect(await activityRows()).toEqual([]);
  });

  it('refuses a percentage of 0 or less (and over 100) with the spec message, changing nothing', async () => {
    const row = await insertProduct(t.db, { country: 'USA' });
    for (const percentage of [0, '0', -5, '', 'abc']) {
      const response = await adjust({ country: 'USA', direction: 'increase', percentage });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.percentage).toBe(ADMIN_PRODUCT_MESSAGES.invalidPercentage);
    }
    expect((await adjust({ country: 'USA', direction: 'decrease', percentage: 101 })).statusCode).toBe(400);
    expect((await adjust({ country: 'Ghana', direction: 'increase', percentage: 5 })).statusCode).toBe(400);
    expect((await adjust({ country: 'USA', direction: 'sideways', percentage: 5 })).statusCode).toBe(400);
    const [after] = await t.db.select().from(dropshippingProducts);
    expect(after).toEqual(row);
    expect(await activityRows()).toEqual([]);
  });

  it('writes nothing when one row fails part-way', async () => {
    const normal = await insertProduct(t.db, { country: 'China', price: '10.00', originalPrice: '20.00' });
    // 50 % more does not fit numeric(12,2): the statement fails on this row.
    await insertProduct(t.db, { country: 'China', price: '9999999999.99', originalPrice: '9999999999.99' });
    const response = await adjust({ country: 'China', direction: 'increase', percentage: 50 });
    expect(response.statusCode).toBe(500);
    const [after] = await t.db
      .select()
      .from(dropshippingProducts)
      .where(eq(dropshippingProducts.id, normal.id));
    expect(after).toMatchObject({ price: '10.00', originalPrice: '20.00', updatedAt: normal.updatedAt });
    expect(await activityRows()).toEqual([]);
  });
});

describe('bulk price preview, confirmation and undo', () => {
  const preview = (body: Record<string, unknown>) =>
    admin.post(API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_PREVIEW, body);
  const undo = (id: string) => admin.post(apiPath(API_ADMIN_PRODUCT_PRICE_ADJUSTMENT_UNDO, { id }), {});
  const last = async () =>
    (await admin.get(API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS)).json<LastPriceAdjustments>();
  const prices = async () =>
    new Map(
      (await t.db.select().from(dropshippingProducts)).map((row) => [
        row.name,
        { price: row.price, originalPrice: row.originalPrice, discount: row.discount },
      ]),
    );

  it('previews the count and the cheapest, middle and dearest products before and after, changing nothing', async () => {
    for (const [name, price] of [
      ['Cheap', '1.99'],
      ['Mid', '10.00'],
      ['Dear', '1999.99'],
      ['Other', '50.00'],
      ['Fifth', '20.00'],
    ] as const) {
      await insertProduct(t.db, { name, country: 'China', price, originalPrice: price });
    }
    await insertProduct(t.db, { name: 'Elsewhere', country: 'USA', price: '5.00', originalPrice: '5.00' });
    const before = await prices();
    const response = await preview({ country: 'China', direction: 'increase', percentage: '5' });
    expect(response.statusCode).toBe(200);
    const result = response.json<PriceAdjustmentPreview>();
    expect(result).toMatchObject({ country: 'China', direction: 'increase', percentage: 5, count: 5 });
    expect(result.examples).toEqual([
      {
        name: 'Cheap',
        before: { price: '1.99', originalPrice: '1.99' },
        after: { price: '2.09', originalPrice: '2.09' },
      },
      {
        name: 'Fifth',
        before: { price: '20.00', originalPrice: '20.00' },
        after: { price: '21.00', originalPrice: '21.00' },
      },
      {
        name: 'Dear',
        before: { price: '1999.99', originalPrice: '1999.99' },
        after: { price: '2099.99', originalPrice: '2099.99' },
      },
    ]);
    expect(await prices()).toEqual(before);
    expect(await activityRows()).toEqual([]);

    // The preview's "after" is what Apply writes.
    expect((await adjust({ country: 'China', direction: 'increase', percentage: '5' })).statusCode).toBe(200);
    const applied = await prices();
    for (const example of result.examples) {
      expect(applied.get(example.name)).toMatchObject(example.after);
    }

    await t.db.delete(dropshippingProducts).where(eq(dropshippingProducts.country, 'USA'));
    const empty = await preview({ country: 'USA', direction: 'decrease', percentage: 5 });
    expect(empty.json<PriceAdjustmentPreview>()).toMatchObject({ count: 0, examples: [] });
    expect((await preview({ country: 'China', direction: 'increase', percentage: 0 })).statusCode).toBe(400);
  });

  it('undoes the latest change exactly, once, leaving a product edited since as it is, and logs it', async () => {
    const kept = ['0.01', '0.03', '3.33', '19.99', '1234.57'];
    for (const [i, price] of kept.entries()) {
      await insertProduct(t.db, {
        name: `P${i}`,
        country: 'China',
        price,
        originalPrice: (Number(price) * 1.37).toFixed(2),
      });
    }
    const edited = await insertProduct(t.db, {
      name: 'Edited',
      country: 'China',
      price: '10.00',
      originalPrice: '20.00',
    });
    await insertProduct(t.db, { name: 'Elsewhere', country: 'USA', price: '5.00', originalPrice: '5.00' });
    const before = await prices();

    expect((await last()).adjustments).toEqual([]);
    const first = (
      await adjust({ country: 'China', direction: 'decrease', percentage: 33.3 })
    ).json<PriceAdjustmentResult>();
    const second = (
      await adjust({ country: 'China', direction: 'increase', percentage: 7.5 })
    ).json<PriceAdjustmentResult>();
    // Only the latest change keeps its prices: the earlier one cannot be undone any more.
    expect(await t.db.select().from(priceAdjustmentItems)).toHaveLength(6);
    expect((await last()).adjustments).toEqual([
      expect.objectContaining({
        id: second.adjustmentId,
        country: 'China',
        direction: 'increase',
        percentage: 7.5,
        count: 6,
      }),
    ]);
    expect((await undo(first.adjustmentId!)).statusCode).toBe(409);

    await t.db
      .update(dropshippingProducts)
      .set({ price: '11.11' })
      .where(eq(dropshippingProducts.id, edited.id));
    const response = await undo(second.adjustmentId!);
    expect(response.statusCode).toBe(200);
    const result = response.json<PriceAdjustmentUndoResult>();
    expect(result).toEqual({ country: 'China', restored: 5, kept: 1 });
    expect(pricesRestoredMessage(result)).toBe(
      'Prices of 5 China products restored; 1 changed or removed since were left as they are',
    );

    // Back to the prices after the first change, to the pesewa; the edited product keeps its edit.
    const afterFirst = await prices();
    expect(afterFirst.get('Edited')!.price).toBe('11.11');
    expect(afterFirst.get('Elsewhere')).toEqual(before.get('Elsewhere'));
    expect((await undo(second.adjustmentId!)).statusCode).toBe(409);
    expect((await last()).adjustments).toEqual([]);
    expect(await t.db.select().from(priceAdjustmentItems)).toHaveLength(0);

    const entries = await activityRows();
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'dropshipping_product.bulk_price',
      'dropshipping_product.bulk_price',
      'dropshipping_product.bulk_price_undo',
    ]);

    // A third change undone gives back exactly the prices it started from.
    const start = await prices();
    const third = (
      await adjust({ country: 'China', direction: 'increase', percentage: 12.3 })
    ).json<PriceAdjustmentResult>();
    expect(await prices()).not.toEqual(start);
    expect((await undo(third.adjustmentId!)).json<PriceAdjustmentUndoResult>()).toEqual({
      country: 'China',
      restored: 6,
      kept: 0,
    });
    expect(await prices()).toEqual(start);
  });

  it('answers 404 in words for an unknown change', async () => {
    const response = await undo('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(ADMIN_PRODUCT_MESSAGES.adjustmentNotFound);
    expect((await undo('not-a-uuid')).statusCode).toBe(404);
  });
});

describe('the shop catalogue after an admin change', () => {
  it('serves the new price at once, not the cached page', async () => {
    const row = await insertProduct(t.db, { country: 'China', price: '50.00', originalPrice: '80.00' });
    const page = async () => {
      const response = await shopper.get(`${API_PRODUCTS}?country=China&seed=7`);
      return response.json<ProductPageResponse>().products.find((p) => p.id === row.id)!.price;
    };
    expect(await page()).toBe('50.00');
    expect(await page()).toBe('50.00');
    expect((await adjust({ country: 'China', direction: 'increase', percentage: 10 })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await page()).toBe('55.00'), { timeout: 1000, interval: 20 });

    await admin.put(
      apiPath(API_ADMIN_PRODUCT, { id: row.id }),
      form({ price: '42.00', originalPrice: '80.00' }),
    );
    await vi.waitFor(async () => expect(await page()).toBe('42.00'), { timeout: 1000, interval: 20 });
  });
});

describe("the shop's cached reads after a change", () => {
  const categoryPage = async (category: string, seed: number) => {
    const response = await shopper.get(
      `${API_PRODUCTS}?seed=${seed}&category=${encodeURIComponent(category)}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json<ProductPageResponse>().products;
  };
  const productPage = async (id: string) => {
    const response = await shopper.get(apiPath(API_PRODUCT, { id }));
    return response.statusCode === 200 ? response.json<{ product: Product }>().product : response.statusCode;
  };
  const similar = async (id: string) => {
    const response = await shopper.get(apiPath(API_SIMILAR_PRODUCTS, { id }));
    expect(response.statusCode).toBe(200);
    return response.json<{ products: Product[] }>().products;
  };
  const priceIn = (products: Product[], id: string) => products.find((product) => product.id === id)?.price;
  /** The change notice reaches this instance a moment after the write: every read after it is new. */
  const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 1000, interval: 10 });

  it('serves an edit, a price adjustment and an imported product on the next reads', async () => {
    const row = await insertProduct(t.db, { category: 'Electronics', country: 'China', price: '50.00' });
    const other = await insertProduct(t.db, { category: 'Electronics', country: 'China', price: '20.00' });
    // Each read twice: the second is the cached answer.
    for (let i = 0; i < 2; i++) {
      expect(priceIn(await categoryPage('Electronics', 5), row.id)).toBe('50.00');
      expect(await productPage(row.id)).toMatchObject({ price: '50.00' });
      expect(priceIn(await similar(other.id), row.id)).toBe('50.00');
    }

    const edit = await admin.put(
      apiPath(API_ADMIN_PRODUCT, { id: row.id }),
      form({ category: 'Electronics', price: '42.00', originalPrice: '80.00' }),
    );
    expect(edit.statusCode).toBe(200);
    await soon(async () => {
      expect(priceIn(await categoryPage('Electronics', 5), row.id)).toBe('42.00');
      expect(await productPage(row.id)).toMatchObject({ price: '42.00' });
      expect(priceIn(await similar(other.id), row.id)).toBe('42.00');
    });

    expect((await adjust({ country: 'China', direction: 'increase', percentage: 50 })).statusCode).toBe(200);
    await soon(async () => {
      expect(priceIn(await categoryPage('Electronics', 5), row.id)).toBe('63.00');
      expect(await productPage(row.id)).toMatchObject({ price: '63.00' });
      expect(priceIn(await similar(other.id), row.id)).toBe('63.00');
    });

    // An import writes straight to the table, as a script or another tool would.
    const imported = await insertProduct(t.db, { category: 'Electronics', country: 'China', price: '9.00' });
    await soon(async () => {
      expect(priceIn(await categoryPage('Electronics', 5), imported.id)).toBe('9.00');
      expect(priceIn(await similar(other.id), imported.id)).toBe('9.00');
    });

    await admin.put(
      apiPath(API_ADMIN_PRODUCT, { id: row.id }),
      form({ category: 'Electronics', isActive: false }),
    );
    await soon(async () => {
      expect(await productPage(row.id)).toBe(404);
      expect(priceIn(await categoryPage('Electronics', 5), row.id)).toBeUndefined();
      expect(priceIn(await similar(other.id), row.id)).toBeUndefined();
    });
  });
});
