import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Db } from '../db/client';
import { cartCheckouts, deals, dropshippingProducts, orders, users } from '../db/schema';
import { createReference } from '../lib/reference';
import { TEST_ORIGIN, type TestApp } from './test-app';

export type DealInsert = typeof deals.$inferInsert;

let dealCounter = 0;

/** A deal row to insert, with plausible defaults. */
export function dealValues(overrides: Partial<DealInsert> = {}): DealInsert {
  dealCounter += 1;
  return {
    name: `Test deal ${dealCounter}`,
    description: 'A deal made by a test.',
    originalPrice: '200.00',
    discountPrice: '149.99',
    discount: 25,
    vendor: 'Accra Gadgets',
    category: 'Electronics',
    imageUrl: `/uploads/seed/deal-${dealCounter}-640.webp`,
    imageUrls: [`/uploads/seed/deal-${dealCounter}-640.webp`],
    ...overrides,
  };
}

export async function insertDeal(db: Db, overrides: Partial<DealInsert> = {}) {
  const [row] = await db.insert(deals).values(dealValues(overrides)).returning();
  return row!;
}

export type DealOrderLineInsert = Omit<typeof orders.$inferInsert, 'checkoutReference'>;

/**
 * Deal order lines written straight to the database, each an order of its own (its cart_checkouts
 * row, paid on delivery), as the demo data and orders placed before checkouts are (ADR 060).
 */
export async function insertDealOrderLines(db: Db, lines: DealOrderLineInsert[]) {
  const rows = lines.map((line) => ({ ...line, checkoutReference: createReference('ORD') }));
  if (rows.length === 0) return [];
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((line) => line.userId))]));
  const emails = new Map(owners.map((owner) => [owner.id, owner.email]));
  await db.insert(cartCheckouts).values(
    rows.map((line) => ({
      reference: line.checkoutReference,
      userId: line.userId,
      email: emails.get(line.userId)!,
      region: '',
      subtotal: line.totalAmount,
      deliveryFee: '0.00',
      totalAmount: line.totalAmount,
      paymentMethod: 'pay_on_delivery' as const,
      ...(line.createdAt && { createdAt: line.createdAt }),
    })),
  );
  return db.insert(orders).values(rows).returning();
}

/** The id the admin moves a deal order by: its cart checkout's (ADR 060). */
export async function dealOrderId(db: Db, reference: string): Promise<string> {
  const [checkout] = await db
    .select({ id: cartCheckouts.id })
    .from(cartCheckouts)
    .where(eq(cartCheckouts.reference, reference));
  return checkout!.id;
}

export type ProductInsert = typeof dropshippingProducts.$inferInsert;

let productCounter = 0;

/** An active, in-stock drop-shipping product with plausible defaults. */
export async function insertProduct(db: Db, overrides: Partial<ProductInsert> = {}) {
  productCounter += 1;
  const [row] = await db
    .insert(dropshippingProducts)
    .values({
      name: `Test product ${productCounter}`,
      description: 'A product made by a test.',
      price: '149.99',
      originalPrice: '199.99',
      discount: 25,
      imageUrl: `/uploads/seed/product-${productCounter}-640.webp`,
      supplier: 'Shenzhen Goods Co.',
      country: 'China',
      category: 'Electronics',
      shippingTime: '24-30 days',
      ...overrides,
    })
    .returning();
  return row!;
}

type Method = NonNullable<InjectOptions['method']>;

/**
 * Requests as a browser of the shop sends them: JSON, the shop's origin, and the session cookie
 * when one is given.
 */
export function browser(t: TestApp, cookie?: string) {
  const send = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }) },
      ...(payload !== undefined && { payload: payload as object }),
    });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: unknown = {}) => send('POST', url, payload),
    put: (url: string, payload: unknown = {}) => send('PUT', url, payload),
    patch: (url: string, payload: unknown = {}) => send('PATCH', url, payload),
    delete: (url: string, payload: unknown = {}) => send('DELETE', url, payload),
  };
}
