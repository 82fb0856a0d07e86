import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { KNOWN_CATEGORIES, type KnownCategory, PRODUCT_CATEGORIES } from '../../../shared/categories';
import { discountPercent, fromPesewas, type Pesewas, toPesewas } from '../../../shared/money';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../client';
import {
  cartCheckouts,
  cartItems,
  deals,
  dhlShipments,
  dropshippingOrders,
  dropshippingProducts,
  orders,
  users,
  vendorCategories,
  wishlistItems,
} from '../schema';
import {
  CATALOGUE,
  CATEGORY_WEIGHTS,
  COLOUR_SETS,
  DEAL_DESCRIPTIONS,
  DHL_DESTINATIONS,
  DHL_PACKAGES,
  featuresFor,
  GHANA_ADDRESSES,
  GHANA_VENDORS,
  GHANAIAN_NAMES,
  PHONE_PREFIXES,
  PRODUCT_DESCRIPTIONS,
  type ProductTemplate,
  SHIPPING_TIMES,
  SIZE_SETS,
  SUPPLIERS,
} from './catalogue-data';
import { generateSeedImages, glyphImageUrls } from './images';
import { createRandom, type Random, seedFrom } from './random';
import { SEED_REVIEW_STATEMENTS } from './seed-reviews';

import { seedVendorMoney } from './seed-vendor-money';

import { assignSellers, DEMO_SELLERS, seedListingRevisions, seedSellers, sellerLineOf } from './sellers';

type ProductRow = typeof dropshippingProducts.$inferInsert;
type DealRow = typeof deals.$inferInsert;
type UserRow = typeof users.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;
const DEFAULT_PRODUCT_COUNT = 5000;
const DEAL_COUNT = 60;
/** Deals created within the last 7 days: the header's "new deals" bell counts these. */
const RECENT_DEAL_COUNT = 12;
const PRODUCT_BATCH_SIZE = 500;
/** Serialises seeding when several app instances start at once on the same PostgreSQL. */
const SEED_LOCK_ID = 741_852_963;
const CODE_ALPHABET = [...'23456789ABCDEFGHJKMNPQRSTUVWXYZ'];

const DEMO_CUSTOMERS = [
  { id: 'seed-customer-ama', name: 'Ama Owusu', email: 'ama.owusu@example.com' },
  { id: 'seed-customer-kwame', name: 'Kwame Mensah', email: 'kwame.mensah@example.com' },
  { id: 'seed-customer-akosua', name: 'Akosua Asante', email: 'akosua.asante@example.com' },
] as const;
type DemoCustomer = (typeof DEMO_CUSTOMERS)[number];

/** Categories vendors may register under: the 16 product categories, plus two the admin switched off. */
const INACTIVE_VENDOR_CATEGORIES = ['Pharmaceuticals', 'Livestock & Farm Produce'];

const DELIVERY_NOTES = [
  'Call when you reach the junction.',
  'Please deliver after 5pm.',
  'Leave it with the security man at the gate.',
  'Landmark: opposite the Goil filling station.',
];

export interface SeedOptions {
  /** Drop-shipping products to create (default 5,000). */
  products?: number;
  log?: (message: string) => void;
}

/**
 * Fills an empty database with the demo catalogue (drop-shipping products, deals, vendor
 * categories) and a little activity for the admin analytics: three demo customers with deal
 * orders, drop-shipping orders, DHL shipments, cart and wishlist items.
 *
 * It does nothing unless both the products and the deals tables are empty. Every name, price and
 * choice comes from fixed seeds, so each run produces the same catalogue; dates are offsets from now.
 * Images are generated (or found) first, then all rows are written in one transaction.
 */
export async function seedDatabase(
  db: Db,
  storage: Storage,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(productCount) || productCount < 0) {
    throw new Error(`products must be a whole number >= 0, got ${productCount}`);
  }
  const log = options.log ?? (() => {});
  if (!(await catalogueIsEmpty(db))) return { seeded: false };

  await generateSeedImages(storage, { log });

  const now = Date.now();
  const images: ImagesOf = (category, template) => glyphImageUrls(storage, category, template.glyph);
  const products = buildProducts(productCount, now, images);
  const dealRows = buildDeals(now, images);
  assignSellers(dealRows);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    // Another instance may have seeded while this one generated images.
    if (!(await catalogueIsEmpty(tx))) return { seeded: false };

    for (let start = 0; start < products.length; start += PRODUCT_BATCH_SIZE) {
      await tx.insert(dropshippingProducts).values(products.slice(start, start + PRODUCT_BATCH_SIZE));
    }
    log(`Inserted ${products.length.toLocaleString('en-US')} products`);
    await seedSellers(tx, now);
    await tx.insert(deals).values(dealRows);
    await seedListingRevisions(tx, now, dealRows);
    log(`Inserted ${dealRows.length} deals, some of them sold by demo vendors`);
    for (const statement of SEED_REVIEW_STATEMENTS) await tx.execute(statement);
    log('Turned the seeded ratings into reviews');
    await tx
      .insert(vendorCategories)
      .values([
        ...PRODUCT_CATEGORIES.map((name) => ({ name, isActive: true })),
        ...INACTIVE_VENDOR_CATEGORIES.map((name) => ({ name, isActive: false })),
      ])
      .onConflictDoNothing();
    await seedActivity(tx, now, products, dealRows, log);
    return { seeded: true };
  });
}

async function catalogueIsEmpty(db: Pick<Db, 'select'>): Promise<boolean> {
  const [product] = await db.select({ id: dropshippingProducts.id }).from(dropshippingProducts).limit(1);
  const [deal] = await db.select({ id: deals.id }).from(deals).limit(1);
  return !product && !deal;
}

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

/** A price in whole cedis ending in .99, .50 or .00, as shops price things. */
function shopPrice(random: Random, [min, max]: readonly [number, number]): Pesewas {
  const cedis = random.int(min, max);
  const ending = random.weighted([
    [-1, 4],
    [50, 2],
    [0, 3],
  ] as const);
  return cedis * 100 + ending;
}

/** An original price, in whole cedis, that makes `price` roughly `percent` off. */
function originalFor(price: Pesewas, percent: number): Pesewas {
  return Math.max(price + 100, Math.round(price / (1 - percent / 100) / 100) * 100);
}

/** An ordered subset of at least two of the options (or all of them when there are fewer). */
function someOf(random: Random, options: readonly string[]): string[] {
  const chosen = new Set(random.sample(options, random.int(Math.min(2, options.length), options.length)));
  return options.filter((option) => chosen.has(option));
}

/** Brand, optional product line and noun; retried a few times so that most names are unique. */
function productName(random: Random, category: KnownCategory, noun: string, used: Set<string>): string {
  const { brands, lines } = CATALOGUE[category];
  let name = '';
  for (let attempt = 0; attempt < 6; attempt++) {
    const line = random.chance(0.6) ? ` ${random.pick(lines)}` : '';
    name = `${random.pick(brands)}${line} ${noun}`;
    if (!used.has(name)) break;
  }
  used.add(name);
  return name;
}

/** Two sentences that fit this kind of product (deals have no sizes or models to choose from). */
function twoFeatures(
  random: Random,
  category: KnownCategory,
  template: ProductTemplate,
  options: { hasOptions: boolean },
): [string, string] {
  const [first, second] = random.sample(featuresFor(category, template, options), 2);
  return [first!, second!];
}

/** The pictures a product of this template may show: those of its own glyph. */
type ImagesOf = (category: KnownCategory, template: ProductTemplate) => string[];

function buildProducts(count: number, now: number, images: ImagesOf): ProductRow[] {
  const random = createRandom(seedFrom('dropshipping-products'));
  const categoryWeights = KNOWN_CATEGORIES.map((category) => [category, CATEGORY_WEIGHTS[category]] as const);
  const usedNames = new Set<string>();
  const rows: ProductRow[] = [];
  for (let i = 0; i < count; i++) {
    // One of each category first, so that even a small seed (tests) shows them all.
    const category = KNOWN_CATEGORIES[i] ?? random.weighted(categoryWeights);
    const template = random.pick(CATALOGUE[category].products);
    const name = productName(random, category, template.noun, usedNames);
    const country = random.chance(0.5) ? 'China' : 'USA';
    const specialists = SUPPLIERS[country].filter((supplier) => supplier.categories.includes(category));
    const generalists = SUPPLIERS[country].filter((supplier) => supplier.categories.length === 0);
    const supplier = random.pick(
      specialists.length > 0 && random.chance(0.75) ? specialists : generalists,
    ).name;
    const shippingTime = random.weighted(SHIPPING_TIMES[country]);

    const price = shopPrice(random, template.price);
    const original = random.chance(0.2) ? price : originalFor(price, random.int(8, 65));
    const pool = images(category, template);
    const gallery = random.sample(pool, random.int(1, pool.length));
    const createdAt = new Date(now - random.float(0, 120 * DAY));
    rows.push({
      id: randomUUID(),
      name,
      description: random.pick(PRODUCT_DESCRIPTIONS)({
        name,
        features: twoFeatures(random, category, template, { hasOptions: true }),
        supplier,
        origin: country,
        shippingTime,
      }),
      price: fromPesewas(price),
      originalPrice: fromPesewas(original),
      discount: discountPercent(fromPesewas(original), fromPesewas(price)),
      // Skewed towards good ratings, as on real storefronts.
      rating: Math.round((5 - 1.5 * random.next() ** 1.8) * 10) / 10,
      reviews: Math.floor(2500 * random.next() ** 3),
      imageUrl: gallery[0]!,
      imageUrl2: gallery[1] ?? null,
      imageUrl3: gallery[2] ?? null,
      imageUrl4: gallery[3] ?? null,
      imageUrl5: gallery[4] ?? null,
      imageUrl6: gallery[5] ?? null,
      imageUrl7: gallery[6] ?? null,
      supplier,
      country,
      category,
      shippingTime,
      inStock: !random.chance(0.06),
      isActive: !random.chance(0.02),
      minOrderQuantity: random.weighted([
        [1, 78],
        [2, 10],
        [3, 6],
        [4, 2],
        [5, 4],
      ]),
      colors: template.colours && random.chance(0.85) ? someOf(random, COLOUR_SETS[template.colours]) : [],
      sizes: template.sizes ? sizeRange(random, SIZE_SETS[template.sizes]) : [],
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}

/** Usually the whole size chart, sometimes without its smallest or largest size. */
function sizeRange(random: Random, sizes: readonly string[]): string[] {
  if (random.chance(0.7)) return [...sizes];
  return sizes.slice(random.int(0, 1), sizes.length - random.int(0, 1));
}

function buildDeals(now: number, images: ImagesOf): DealRow[] {
  const random = createRandom(seedFrom('deals'));
  const categories = random.shuffle(
    Array.from({ length: DEAL_COUNT }, (_, i) => KNOWN_CATEGORIES[i % KNOWN_CATEGORIES.length]!),
  );
  const usedNames = new Set<string>();
  return categories.map((category, i) => {
    const template = random.pick(CATALOGUE[category].products);
    const vendor = random.pick(GHANA_VENDORS.filter((v) => v.categories.includes(category))).name;
    const flashSale = random.chance(0.5);
    const discountPrice = shopPrice(random, template.price);
    // Flash sales go deeper, up to the banner's "up to 90% off".
    const originalPrice = originalFor(discountPrice, flashSale ? random.int(30, 90) : random.int(10, 50));
    const pool = images(category, template);
    const gallery = random.sample(pool, random.int(1, pool.length));
    const ageDays = i < RECENT_DEAL_COUNT ? random.float(0.05, 6.5) : random.float(7.5, 20);
    const createdAt = new Date(now - ageDays * DAY);
    return {
      id: randomUUID(),
      name: productName(random, category, template.noun, usedNames),
      description: random.pick(DEAL_DESCRIPTIONS)({
        features: twoFeatures(random, category, template, { hasOptions: false }),
        vendor,
      }),
      originalPrice: fromPesewas(originalPrice),
      discountPrice: fromPesewas(discountPrice),
      discount: discountPercent(fromPesewas(originalPrice), fromPesewas(discountPrice)),
      vendor,
      category,
      verified: random.chance(0.9),
      flashSale,
      rating: Math.round(random.float(3.8, 5) * 10) / 10,
      reviews: Math.floor(900 * random.next() ** 2),
      imageUrl: gallery[0]!,
      imageUrls: gallery,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Activity for the admin views: customers, orders, shipments, carts and wishlists
// ---------------------------------------------------------------------------------------------

const code = (random: Random, length: number) =>
  Array.from({ length }, () => random.pick(CODE_ALPHABET)).join('');

const phoneNumber = (random: Random) => `${random.pick(PHONE_PREFIXES)}${random.int(1_000_000, 9_999_999)}`;

const emailFor = (name: string) => `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;

/** A moment between `from` and `to` (epoch milliseconds). */
const between = (random: Random, from: number, to: number) => new Date(from + random.next() * (to - from));

async function seedActivity(
  tx: Tx,
  now: number,
  products: ProductRow[],
  dealRows: DealRow[],
  log: (message: string) => void,
): Promise<void> {
  const random = createRandom(seedFrom('activity'));
  const customerRows: UserRow[] = DEMO_CUSTOMERS.map((customer) => ({
    ...customer,
    emailVerified: true,
    role: 'user',
    createdAt: new Date(now - random.float(40, 60) * DAY),
  }));
  // The demo customers exist already when the catalogue was emptied and seeded again; their
  // activity (with its unique references) was written then and is not repeated.
  const created = await tx
    .insert(users)
    .values(customerRows)
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created.length < DEMO_CUSTOMERS.length) {
    log('Demo customers exist already: their orders were seeded before');
    return;
  }

  const dealLines = buildDealOrders(random, now, dealRows);
  const shopOrders = buildDropshippingOrders(random, now, products);
  const shipments = buildDhlShipments(random, now);
  const dealOrders = asOrdersOfOneLine(dealLines, customerRows);
  await tx.insert(cartCheckouts).values(dealOrders.map(({ checkout }) => checkout));
  await tx.insert(orders).values(dealOrders.map(({ line }) => line));
  // A demo order's reference for life is its payment's.
  if (shopOrders.length > 0) {
    await tx
      .insert(dropshippingOrders)
      .values(shopOrders.map((order) => ({ ...order, reference: order.paymentReference })));
  }
  await tx.insert(dhlShipments).values(shipments);
  // A demo vendor has been paid for its delivered lines, but for its latest sale.
  await seedVendorMoney(tx, { now, vendors: DEMO_SELLERS });
  await tx.insert(cartItems).values(
    DEMO_CUSTOMERS.flatMap((customer) =>
      random.sample(dealRows, random.int(1, 3)).map((deal) => ({
        userId: customer.id,
        dealId: deal.id!,
        quantity: random.int(1, 3),
      })),
    ),
  );
  await tx
    .insert(wishlistItems)
    .values(
      DEMO_CUSTOMERS.flatMap((customer) =>
        random.sample(dealRows, random.int(2, 4)).map((deal) => ({ userId: customer.id, dealId: deal.id! })),
      ),
    );
  log(
    `Inserted ${DEMO_CUSTOMERS.length} demo customers, ${dealOrders.length} deal orders, ` +
      `${shopOrders.length} drop-shipping orders and ${shipments.length} DHL shipments`,
  );
}

// The delivery region of the demo addresses' cities; '' where the city is not in Ghana.
const CITY_REGIONS: Record<string, string> = {
  Accra: 'greater-accra',
  Kumasi: 'ashanti',
  Takoradi: 'western',
};

/**
 * Each demo deal order is an order of one line (docs/decisions/060): its cart_checkouts row with
 * the ORD- reference, paid on delivery, free delivery. The references come from a random of their
 * own so the orders themselves stay as they were.
 */
function asOrdersOfOneLine(
  lines: DealOrderLine[],
  customers: readonly UserRow[],
): { checkout: typeof cartCheckouts.$inferInsert; line: typeof orders.$inferInsert }[] {
  const random = createRandom(seedFrom('deal-order-references'));
  const emails = new Map(customers.map((customer) => [customer.id, customer.email]));
  return lines.map((line) => {
    const reference = `ORD-${code(random, 6)}`;
    const city = line.deliveryAddress.split(', ').at(-1) ?? '';
    const checkout = {
      reference,
      userId: line.userId,
      email: emails.get(line.userId)!,
      region: CITY_REGIONS[city] ?? '',
      subtotal: line.totalAmount,
      deliveryFee: '0.00',
      totalAmount: line.totalAmount,
      paymentMethod: 'pay_on_delivery' as const,
      createdAt: line.createdAt,
    };
    return { checkout, line: { ...line, checkoutReference: reference } };
  });
}

type DealOrderLine = Omit<typeof orders.$inferInsert, 'checkoutReference'>;

function buildDealOrders(random: Random, now: number, dealRows: DealRow[]): DealOrderLine[] {
  // A few favourites get most orders, so the analytics' "top deals" has a clear top.
  const weightedDeals = dealRows.map((deal, i) => [deal, i % 7 === 0 ? 8 : 1] as const);
  return Array.from({ length: 40 }, () => {
    const deal = random.weighted(weightedDeals);
    const customer: DemoCustomer = random.pick(DEMO_CUSTOMERS);
    const quantity = random.weighted([
      [1, 6],
      [2, 3],
      [3, 1],
    ]);
    const place = random.pick(GHANA_ADDRESSES);
    const line: DealOrderLine = {
      userId: customer.id,
      dealId: deal.id!,
      dealName: deal.name,
      unitPrice: deal.discountPrice,
      quantity,
      totalAmount: fromPesewas(toPesewas(deal.discountPrice) * quantity),
      // Some customers order for a relative or a colleague.
      deliveryName: random.chance(0.75) ? customer.name : random.pick(GHANAIAN_NAMES),
      deliveryPhone: phoneNumber(random),
      deliveryAddress: `${place.address}, ${place.city}`,
      specialInstructions: random.chance(0.3) ? random.pick(DELIVERY_NOTES) : null,
      // The statuses of the order rule (src/shared/orders/order-status.ts).
      status: random.weighted([
        ['pending', 25],
        ['confirmed', 15],
        ['out_for_delivery', 5],
        ['delivered', 45],
        ['cancelled', 10],
      ]),
      paymentMethod: 'pay_on_delivery',
      createdAt: between(random, Math.max(deal.createdAt!.getTime(), now - 30 * DAY), now),
    };
    // A demo vendor's line says what the vendor did with it (docs/decisions/066).
    return { ...line, ...sellerLineOf(deal, line) };
  });
}

function buildDropshippingOrders(
  random: Random,
  now: number,
  products: ProductRow[],
): (typeof dropshippingOrders.$inferInsert)[] {
  const orderable = products.filter((product) => product.isActive && product.inStock);
  if (orderable.length === 0) return [];
  return Array.from({ length: 25 }, () => {
    const product = random.pick(orderable);
    const quantity =
      product.minOrderQuantity! +
      random.weighted([
        [0, 7],
        [1, 2],
        [2, 1],
      ]);
    const customer = random.chance(0.6) ? random.pick(DEMO_CUSTOMERS) : null;
    const fullName = customer?.name ?? random.pick(GHANAIAN_NAMES);
    const place = random.pick(GHANA_ADDRESSES);
    const paid = random.chance(0.6);
    const createdAt = between(random, Math.max(product.createdAt!.getTime(), now - 30 * DAY), now);
    return {
      userId: customer?.id ?? null,
      productId: product.id!,
      productName: product.name,
      productPrice: product.price,
      quantity,
      totalAmount: fromPesewas(toPesewas(product.price) * quantity),
      fullName,
      email: customer?.email ?? emailFor(fullName),
      phone: phoneNumber(random),
      address: place.address,
      city: place.city,
      notes: random.chance(0.2) ? random.pick(DELIVERY_NOTES) : null,
      paymentMethod: random.chance(0.65) ? 'mobile_money' : 'debit_card',
      selectedColor: product.colors!.length > 0 ? random.pick(product.colors!) : null,
      selectedSize: product.sizes!.length > 0 ? random.pick(product.sizes!) : null,
      // 31^10 possible codes, drawn from a fixed seed: these 25 never collide.
      paymentReference: `DS-${code(random, 10)}`,
      status: paid ? 'paid' : 'pending',
      paidAt: paid ? new Date(createdAt.getTime() + random.int(2, 15) * 60_000) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

type ShipmentStatus = (typeof dhlShipments.$inferInsert)['status'] & string;

/** Each status with how long ago its shipment was requested, so that every stamp is in the past. */
const SHIPMENT_PLAN: readonly (readonly [ShipmentStatus, minDays: number, maxDays: number])[] = [
  ['pending', 0.2, 2],
  ['pending', 0.5, 3],
  ['confirmed', 2, 4],
  ['picked_up', 3, 5],
  ['shipped', 6, 9],
  ['shipped', 5, 8],
  ['delivered', 14, 25],
  ['cancelled', 5, 10],
];

function buildDhlShipments(random: Random, now: number): (typeof dhlShipments.$inferInsert)[] {
  return SHIPMENT_PLAN.map(([status, minDays, maxDays]) => {
    const created = now - random.float(minDays, maxDays) * DAY;
    const reached = (...statuses: ShipmentStatus[]) => statuses.includes(status);
    const pickupConfirmedAt = reached('confirmed', 'picked_up', 'shipped', 'delivered')
      ? new Date(created + random.float(0.3, 1) * DAY)
      : null;
    const shippedAt = reached('shipped', 'delivered') ? new Date(created + random.float(2, 3) * DAY) : null;
    const deliveredAt = reached('delivered') ? new Date(created + random.float(8, 12) * DAY) : null;
    const weightKg = random.float(0.5, 15);
    // GH₵350 plus GH₵180 per kg, in whole cedis, once the admin has quoted.
    const quoted = reached('pending', 'cancelled') ? null : 35_000 + Math.round(weightKg * 180) * 100;
    const customer = random.chance(0.5) ? random.pick(DEMO_CUSTOMERS) : null;
    const fullName = customer?.name ?? random.pick(GHANAIAN_NAMES);
    const pickup = random.pick(GHANA_ADDRESSES);
    const destination = random.pick(DHL_DESTINATIONS);
    const latest = deliveredAt ?? shippedAt ?? pickupConfirmedAt ?? new Date(created);
    return {
      trackingId: `DHL-${code(random, 6)}`,
      status,
      userId: customer?.id ?? null,
      dhlTrackingNumber: shippedAt ? String(random.int(1_000_000_000, 9_999_999_999)) : null,
      quotedPriceGhs: quoted === null ? null : fromPesewas(quoted),
      finalPriceGhs: quoted !== null && shippedAt ? fromPesewas(quoted) : null,
      adminNotes: status === 'cancelled' ? 'Customer cancelled by phone before pickup.' : null,
      fullName,
      contactNumber: phoneNumber(random),
      email: customer?.email ?? emailFor(fullName),
      pickupAddress: pickup.address,
      pickupCity: pickup.city,
      pickupLandmark: random.chance(0.5) ? 'Near the main junction' : null,
      preferredPickupDate: new Date(created + DAY).toISOString().slice(0, 10),
      preferredPickupTime: random.pick(['09:00', '10:30', '13:00', '15:30']),
      packageDescription: random.pick(DHL_PACKAGES),
      weightKg: weightKg.toFixed(2),
      dimensionsLengthCm: random.int(20, 60).toFixed(2),
      dimensionsWidthCm: random.int(15, 45).toFixed(2),
      dimensionsHeightCm: random.int(10, 40).toFixed(2),
      destinationCountry: destination.country,
      destinationAddress: destination.address,
      destinationCity: destination.city,
      destinationPostalCode: destination.postalCode,
      needsDhlPackaging: random.chance(0.4),
      specialInstructions: random.chance(0.3) ? 'Fragile: please handle with care.' : null,
      pickupConfirmedAt,
      shippedAt,
      deliveredAt,
      createdAt: new Date(created),
      updatedAt: latest,
    };
  });
}
