import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, desc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PRODUCTS } from '../../../shared/catalogue/sample-products';
import { KNOWN_CATEGORIES } from '../../../shared/categories';
import { discountPercent, fromPesewas, toPesewas } from '../../../shared/money';
import { PLACEHOLDER_IMAGE_URL, SAMPLE_DEALS } from '../../../shared/samples';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { type Database, openPglite } from '../client';
import { deals, dhlShipments, dropshippingOrders, dropshippingProducts, orders, users } from '../schema';
import { SEED_IMAGE_WIDTHS } from './images';
import { seedDatabase } from './seed';

const MONEY = /^\d+\.\d{2}$/;

// One uploads folder for the whole file: images are generated once, then found by later seeds.
const uploadsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
const storage = createLocalStorage(uploadsRoot);
const opened: Database[] = [];

async function freshDatabase(): Promise<Database> {
  const database = await openPglite();
  await database.migrate();
  opened.push(database);
  return database;
}

let database: Database;
let firstResult: { seeded: boolean };

beforeAll(async () => {
  database = await freshDatabase();
  firstResult = await seedDatabase(database.db, storage, { products: 300 });
}, 120_000);

afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  fs.rmSync(uploadsRoot, { recursive: true, force: true });
});

describe('seedDatabase', () => {
  it('creates the requested products across every category and both countries', async () => {
    expect(firstResult).toEqual({ seeded: true });
    const products = await database.db.select().from(dropshippingProducts);
    expect(products).toHaveLength(300);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(KNOWN_CATEGORIES));
    expect(new Set(products.map((p) => p.country))).toEqual(new Set(['USA', 'China']));
    for (const product of products) {
      expect(product.price).toMatch(MONEY);
      expect(product.originalPrice).toMatch(MONEY);
      expect(product.discount).toBe(discountPercent(product.originalPrice, product.price));
      expect(product.minOrderQuantity).toBeGreaterThanOrEqual(1);
      expect(product.minOrderQuantity).toBeLessThanOrEqual(5);
      expect(product.rating).toBeGreaterThanOrEqual(3.5);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(product.imageUrl).toMatch(/^\/uploads\/seed\/[a-z-]+-\d-640\.webp$/);
    }
    expect(products.some((p) => p.colors.length > 0)).toBe(true);
    expect(products.some((p) => p.sizes.length > 0)).toBe(true);
    expect(products.some((p) => p.discount === 0)).toBe(true);
    expect(products.some((p) => !p.inStock)).toBe(true);
  });

  it('creates about 60 deals whose discounts match their prices', async () => {
    const rows = await database.db.select().from(deals);
    expect(rows).toHaveLength(60);
    for (const deal of rows) {
      expect(deal.discountPrice).toMatch(MONEY);
      expect(deal.originalPrice).toMatch(MONEY);
      expect(deal.discount).toBe(discountPercent(deal.originalPrice, deal.discountPrice));
      expect(deal.discount).toBeGreaterThanOrEqual(10);
      expect(deal.discount).toBeLessThanOrEqual(90);
      expect(deal.imageUrls.length).toBeGreaterThanOrEqual(1);
      expect(deal.imageUrls.length).toBeLessThanOrEqual(6);
      expect(deal.imageUrl).toBe(deal.imageUrls[0]);
    }
    const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
    expect(rows.filter((d) => d.createdAt.getTime() > weekAgo).length).toBeGreaterThanOrEqual(5);
    expect(rows.some((d) => d.flashSale)).toBe(true);
    expect(rows.some((d) => !d.flashSale)).toBe(true);
  });

  it('records consistent activity for the admin views', async () => {
    expect(await database.db.select().from(users)).toHaveLength(3);
    const dealOrders = await database.db.select().from(orders);
    expect(dealOrders.length).toBeGreaterThanOrEqual(30);
    for (const order of dealOrders) {
      expect(order.totalAmount).toBe(fromPesewas(toPesewas(order.unitPrice) * order.quantity));
    }
    const shopOrders = await database.db.select().from(dropshippingOrders);
    expect(shopOrders.length).toBeGreaterThanOrEqual(20);
    for (const order of shopOrders) {
      expect(order.paymentReference).toMatch(/^DS-/);
      expect(order.paidAt !== null).toBe(order.status === 'paid');
    }
    const shipments = await database.db.select().from(dhlShipments);
    expect(shipments.length).toBeGreaterThanOrEqual(6);
    for (const shipment of shipments) {
      expect(shipment.trackingId).toMatch(/^DHL-[A-Z0-9]{6}$/);
      expect(shipment.deliveredAt !== null).toBe(shipment.status === 'delivered');
      expect(shipment.shippedAt !== null).toBe(['shipped', 'delivered'].includes(shipment.status));
    }
  });

  it('seeds nothing when the catalogue is not empty', async () => {
    expect(await seedDatabase(database.db, storage, { products: 300 })).toEqual({ seeded: false });
    const [products] = await database.db.select({ n: count() }).from(dropshippingProducts);
    const [dealCount] = await database.db.select({ n: count() }).from(deals);
    expect(products!.n).toBe(300);
    expect(dealCount!.n).toBe(60);
  });

  it('produces the same catalogue every time', async () => {
    const other = await freshDatabase();
    await seedDatabase(other.db, storage, { products: 300 });
    const listing = (db: Database) =>
      db.db
        .select({ name: dropshippingProducts.name, price: dropshippingProducts.price })
        .from(dropshippingProducts)
        .orderBy(desc(dropshippingProducts.createdAt), asc(dropshippingProducts.name));
    const dealListing = (db: Database) =>
      db.db
        .select({ name: deals.name, price: deals.discountPrice })
        .from(deals)
        .orderBy(desc(deals.createdAt));
    expect(await listing(other)).toEqual(await listing(database));
    expect(await dealListing(other)).toEqual(await dealListing(database));
  }, 60_000);
});

describe('seed images', () => {
  const file = (url: string) => path.join(uploadsRoot, url.replace(/^\/uploads\//, ''));

  it('stores every image used by the seed as WebP at each width, the 640 one under 100 KB', async () => {
    const urls = new Set<string>();
    for (const product of await database.db.select().from(dropshippingProducts)) urls.add(product.imageUrl);
    for (const deal of await database.db.select().from(deals))
      for (const url of deal.imageUrls) urls.add(url);
    urls.add(PLACEHOLDER_IMAGE_URL);
    for (const url of urls) {
      for (const width of SEED_IMAGE_WIDTHS) {
        const sized = file(url.replace(/-640\.webp$/, `-${width}.webp`));
        const metadata = await sharp(sized).metadata();
        expect(metadata.format).toBe('webp');
        expect([metadata.width, metadata.height]).toEqual([width, width]);
      }
      expect(fs.statSync(file(url)).size).toBeLessThan(100 * 1024);
    }
  });

  it('covers the images of the built-in samples', () => {
    const sampleUrls = [
      ...SAMPLE_PRODUCTS.flatMap((p) => [p.imageUrl, p.imageUrl2].filter((url) => url !== null)),
      ...SAMPLE_DEALS.flatMap((d) => d.imageUrls),
    ];
    for (const url of sampleUrls) expect(fs.existsSync(file(url)), url).toBe(true);
  });
});

describe('built-in samples', () => {
  it('match the spec: six products with ids 1 to 6 and four deals, prices consistent', () => {
    expect(SAMPLE_PRODUCTS.map((p) => p.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(SAMPLE_PRODUCTS.map((p) => p.minOrderQuantity)).toEqual([1, 2, 1, 5, 1, 2]);
    expect(new Set(SAMPLE_PRODUCTS.map((p) => p.country))).toEqual(new Set(['USA', 'China']));
    expect(SAMPLE_DEALS.map((d) => d.id)).toEqual(['sample-1', 'sample-2', 'sample-3', 'sample-4']);
    for (const product of SAMPLE_PRODUCTS) {
      expect(product.discount).toBe(discountPercent(product.originalPrice, product.price));
    }
    for (const deal of SAMPLE_DEALS) {
      expect(deal.discountPrice).toMatch(MONEY);
      expect(deal.imageUrl).toBe(deal.imageUrls[0]);
    }
  });
});
