import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, desc, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PRODUCTS } from '../../../shared/catalogue/sample-products';
import { KNOWN_CATEGORIES, type KnownCategory } from '../../../shared/categories';
import { discountPercent, fromPesewas, toPesewas } from '../../../shared/money';
import { PLACEHOLDER_IMAGE_URL } from '../../../shared/placeholder-image';
import { SAMPLE_DEALS } from '../../../shared/samples';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { type Database, openPglite, queryRows } from '../client';
import {
  deals,
  dhlShipments,
  dropshippingOrders,
  dropshippingProducts,
  listingRevisions,
  orders,
  users,
  vendorLedgerEntries,
  vendorPayoutAccounts,
  vendorPayouts,
  vendorProfiles,
} from '../schema';

import { CATALOGUE, type ProductTemplate, TRAIT_FEATURES } from './catalogue-data';
import { categoryGlyphs, categorySlug, SEED_IMAGE_WIDTHS } from './images';
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
      // Rated only through its seeded reviews (below): none, no rating.
      if (product.reviews === 0) expect(product.rating).toBe(0);
      else expect(product.rating).toBeGreaterThanOrEqual(3.5);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(product.imageUrl).toMatch(/^\/uploads\/seed\/[a-z-]+-\d-640\.webp$/);
    }
    expect(products.some((p) => p.colors.length > 0)).toBe(true);
    expect(products.some((p) => p.sizes.length > 0)).toBe(true);
    expect(products.some((p) => p.discount === 0)).toBe(true);
    expect(products.some((p) => !p.inStock)).toBe(true);
  });

  it("turns the seed's ratings into approved reviews: each listing's rating is their mean, its count their number", async () => {
    const mismatched = await queryRows<{ id: string }>(
      database.db,
      sql`
      SELECT l.id FROM (
        SELECT id, rating, reviews, (SELECT avg(rating)::real FROM reviews r WHERE r.product_id = p.id AND r.status = 'approved') AS mean,
               (SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id AND r.status = 'approved') AS n
        FROM dropshipping_products p
        UNION ALL
        SELECT id, rating, reviews, (SELECT avg(rating)::real FROM reviews r WHERE r.deal_id = d.id AND r.status = 'approved'),
               (SELECT count(*)::int FROM reviews r WHERE r.deal_id = d.id AND r.status = 'approved')
        FROM deals d) l
      WHERE l.reviews <> l.n OR l.rating <> coalesce(l.mean, 0)`,
    );
    expect(mismatched).toEqual([]);
    const [seeded] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM reviews`);
    expect(seeded!.n).toBeGreaterThan(300);
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
    // Three demo customers and the three demo vendors' members.
    expect(await database.db.select().from(users)).toHaveLength(6);
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

  it('has a demo vendor whose delivered lines are credited less commission and partly paid out', async () => {
    const [account] = await database.db.select().from(vendorPayoutAccounts);
    const lines = (await database.db.select().from(orders)).filter(
      (line) => line.vendorId === account!.vendorId,
    );
    const delivered = lines.filter((line) => line.status === 'delivered');
    expect(delivered.length).toBeGreaterThanOrEqual(2);
    const entries = await database.db.select().from(vendorLedgerEntries);
    const sales = entries.filter((entry) => entry.kind === 'sale');
    expect(sales.map((entry) => entry.lineId).sort()).toEqual(delivered.map((line) => line.id).sort());
    for (const sale of sales) expect(sale.amountPesewas + sale.commissionPesewas!).toBe(sale.grossPesewas);
    const [payout] = await database.db.select().from(vendorPayouts);
    expect(payout).toMatchObject({ status: 'success' });
    const hold = entries.find((entry) => entry.kind === 'payout');
    expect(hold?.amountPesewas).toBe(-payout!.amountPesewas);
    const balance = entries.reduce((sum, entry) => sum + entry.amountPesewas, 0);
    expect(balance).toBeGreaterThan(0);
  });

  it('has a living marketplace: verified vendors with approved deals, one listing waiting, one rejected, delivered lines', async () => {
    const vendors = await database.db.select().from(vendorProfiles);
    expect(vendors).toHaveLength(3);
    for (const vendor of vendors) {
      expect(vendor.status).toBe('verified');
      expect(vendor.slug).toMatch(/^[a-z0-9-]+$/);
    }
    const sold = await database.db.select().from(deals).where(isNotNull(deals.vendorId));
    expect(sold.length).toBeGreaterThanOrEqual(3);
    for (const deal of sold) {
      expect(deal.sellerSlug).toBe(vendors.find((vendor) => vendor.id === deal.vendorId)!.slug);
    }
    const revisions = await database.db.select().from(listingRevisions);
    expect(revisions.filter((revision) => revision.status === 'approved')).toHaveLength(sold.length);
    expect(revisions.filter((revision) => revision.status === 'pending')).toHaveLength(1);
    expect(revisions.filter((revision) => revision.status === 'rejected')[0]!.rejectionReason).toBeTruthy();
    const lines = await database.db.select().from(orders).where(isNotNull(orders.vendorId));
    expect(lines.some((line) => line.status === 'delivered' && line.sellerStatus === 'ready')).toBe(true);
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

/** The template a seeded name was made from: the longest noun the name ends with. */
function templateOf(category: KnownCategory, name: string): ProductTemplate {
  const matches = CATALOGUE[category].products.filter((template) => name.endsWith(` ${template.noun}`));
  const template = matches.sort((a, b) => b.noun.length - a.noun.length)[0];
  if (!template) throw new Error(`No template of ${category} makes "${name}"`);
  return template;
}

/** The glyph drawn on a seed image, read from its file name (seed/<category>-<glyph>-<n>-640.webp). */
function glyphOf(category: KnownCategory, url: string): string {
  const prefix = `/uploads/seed/${categorySlug(category)}-`;
  const match = url.startsWith(prefix) ? /^(.+)-\d+-640\.webp$/.exec(url.slice(prefix.length)) : null;
  if (!match) throw new Error(`${url} is not a picture of ${category}`);
  return match[1]!;
}

/**
 * Words that belong to some kinds of product only, written here independently of the seed's data:
 * a description that uses them on another kind of product fails.
 */
const WORDS_FOR_SOME_PRODUCTS: readonly { words: RegExp; onlyOn: RegExp }[] = [
  {
    words: /bluetooth/i,
    onlyOn: /earbuds|speaker|headphones|smart watch|fitness tracker|bluetooth|game controller/i,
  },
  {
    words: /battery|usb-c|charges/i,
    onlyOn:
      /earbuds|power bank|smart watch|speaker|charger|cable|headphones|ring light|power station|lantern|tracker|tablet|clipper|toothbrush|massage gun|drill|screwdriver|e-reader/i,
  },
  {
    words: /phone model|android phones/i,
    onlyOn: /phone|screen protector|earbuds|power bank|watch|charger|cable|headphones|tracker|wi-fi|printer/i,
  },
  {
    words: /pairs easily with sneakers/i,
    onlyOn: /shirt|chinos|dress|jeans|hoodie|kaftan|blouse|skirt|pants|jacket|suit|set$/i,
  },
  { words: /insole|sole that grips/i, onlyOn: /shoes|sneakers|sandals|loafers|slides|boots/i },
  {
    words: /fabric|machine wash/i,
    onlyOn:
      /shirt|chinos|dress|jeans|hoodie|kaftan|blouse|skirt|pants|jacket|suit|lounge|jersey|bedsheet|curtains|blanket|duvet|net|pillowcase/i,
  },
  { words: /skin/i, onlyOn: /cream|serum|soap|sunscreen|romper|carrier|swaddle/i },
  { words: /breeds/i, onlyOn: /dog|pet bowls|grooming|chew toys/i },
  { words: /power surges/i, onlyOn: /surge protector/i },
];

describe('seeded pictures and descriptions fit their product', () => {
  let products: (typeof dropshippingProducts.$inferSelect)[];
  let dealRows: (typeof deals.$inferSelect)[];

  beforeAll(async () => {
    // The whole default catalogue (5,000 products); images exist already, so this is quick.
    const whole = await freshDatabase();
    await seedDatabase(whole.db, storage);
    products = await whole.db.select().from(dropshippingProducts);
    dealRows = await whole.db.select().from(deals);
    expect(products).toHaveLength(5000);
  }, 120_000);

  const items = () => [
    ...products.map((p) => ({
      ...p,
      images: [
        p.imageUrl,
        p.imageUrl2,
        p.imageUrl3,
        p.imageUrl4,
        p.imageUrl5,
        p.imageUrl6,
        p.imageUrl7,
      ].filter((url) => url !== null),
    })),
    ...dealRows.map((d) => ({ ...d, sizes: [] as string[], images: d.imageUrls })),
  ];

  it("shows on every picture a glyph of the product's category, the one of its own kind of product", () => {
    const wrong: string[] = [];
    for (const item of items()) {
      const category = item.category as KnownCategory;
      const own = templateOf(category, item.name).glyph;
      for (const url of item.images) {
        const glyph = glyphOf(category, url);
        if (!(categoryGlyphs(category) as string[]).includes(glyph) || glyph !== own) {
          wrong.push(`${item.name} (${category}) shows ${glyph}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('shows the glyph a shopper expects on a few well-known products', () => {
    const glyphsOf = (noun: string) =>
      new Set(
        items()
          .filter((item) => item.name.endsWith(noun))
          .flatMap((item) => item.images.map((url) => glyphOf(item.category as KnownCategory, url))),
      );
    expect(glyphsOf('Ankara Print Maxi Dress')).toEqual(new Set(['shirt']));
    expect(glyphsOf('Bird Cage')).toEqual(new Set(['bird']));
    expect(glyphsOf('Screen Protector (2 Pack)')).toEqual(new Set(['smartphone']));
    expect(glyphsOf('Wireless Earbuds')).toEqual(new Set(['earbuds']));
  });

  it('describes each product only with sentences that fit its kind of product', () => {
    const traitOf = new Map(
      Object.entries(TRAIT_FEATURES).flatMap(([trait, sentences]) =>
        sentences.map((s) => [s, trait] as const),
      ),
    );
    const wrong: string[] = [];
    for (const item of items()) {
      const category = item.category as KnownCategory;
      const template = templateOf(category, item.name);
      for (const [sentence, trait] of traitOf) {
        if (item.description.includes(sentence) && !(template.traits as string[]).includes(trait)) {
          wrong.push(`${item.name}: "${sentence}"`);
        }
      }
      for (const other of KNOWN_CATEGORIES) {
        for (const sentence of CATALOGUE[other].features) {
          if (item.description.includes(sentence) && !CATALOGUE[category].features.includes(sentence)) {
            wrong.push(`${item.name} (${category}): "${sentence}" of ${other}`);
          }
        }
      }
      for (const { words, onlyOn } of WORDS_FOR_SOME_PRODUCTS) {
        if (words.test(item.description) && !onlyOn.test(item.name)) {
          wrong.push(`${item.name}: ${words} in "${item.description}"`);
        }
      }
      // A size chart only where there are sizes to choose, and phone models are not sizes.
      if (/size chart|true to size/i.test(item.description)) {
        if (item.sizes.length === 0 || item.sizes.some((size) => /iPhone|Galaxy|Tecno|Infinix/.test(size))) {
          wrong.push(`${item.name}: a size chart with sizes ${item.sizes.join(', ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
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
