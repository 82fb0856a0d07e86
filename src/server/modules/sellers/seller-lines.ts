import { and, eq, gte, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { GHANA_REGIONS } from '../../../shared/ghana-regions';
import type { SellerLineStatus, SellerOrderLine } from '../../../shared/sellers/listing';
import type { Db } from '../../db/client';
import { cartCheckouts, dropshippingOrders, orders, vendorProfiles } from '../../db/schema';

// A vendor's lines of deal and drop-shipping orders, read the same way by the seller center, the
// score and the admin's late lines. A line is the vendor's to prepare once the shop has the order:
// a deal order not waiting for its online payment, a drop-shipping order paid. Its clock starts
// then (the order's time, or the payment's) and it is due `hours` later.

/** The order statuses whose lines are not the vendor's to prepare yet. */
const DEAL_NOT_YET = ['awaiting_payment'];
const DROPSHIPPING_NOT_YET = ['pending', 'abandoned'];
/** Once an order is delivered or called off, its line asks nothing more of the vendor. */
export const CLOSED_ORDER_STATUSES = ['delivered', 'cancelled', 'refund_due', 'refunded'];

export interface LineFilter {
  /** One vendor's lines; all vendors' without it. */
  vendorId?: string;
  /** Lines whose clock started at or after this time. */
  since?: Date;
  /** Only lines still open and past their time. */
  lateAt?: Date;
  /** Only one line. */
  id?: string;
  limit: number;
  /** What "late" is measured against. */
  now: Date;
}

export type LineRow = SellerOrderLine & { vendorId: string; vendorName: string; respondedAt: string | null };

function due(start: SQL, hours: number): SQL<Date> {
  return sql<Date>`(${start} + make_interval(hours => ${hours}))`.mapWith(
    (value: string | Date) => new Date(value),
  );
}

/** The vendor's deal order lines under `filter`, newest first. */
async function dealLines(db: Db, filter: LineFilter, hours: number): Promise<LineRow[]> {
  const start = sql`${orders.createdAt}`;
  const readyBy = due(start, hours);
  const conditions = [isNotNull(orders.vendorId), notInArray(orders.status, DEAL_NOT_YET)];
  if (filter.vendorId) conditions.push(eq(orders.vendorId, filter.vendorId));
  if (filter.since) conditions.push(gte(orders.createdAt, filter.since));
  if (filter.id) conditions.push(eq(orders.id, filter.id));
  if (filter.lateAt) {
    conditions.push(
      sql`${orders.sellerStatus} IN ('awaiting', 'confirmed')`,
      notInArray(orders.status, CLOSED_ORDER_STATUSES),
      sql`${readyBy} < ${filter.lateAt}`,
    );
  }
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.checkoutReference,
      item: orders.dealName,
      quantity: orders.quantity,
      total: orders.totalAmount,
      shopperName: orders.deliveryName,
      region: cartCheckouts.region,
      orderStatus: orders.status,
      sellerStatus: orders.sellerStatus,
      placedAt: orders.createdAt,
      readyBy,
      readyAt: orders.sellerReadyAt,
      respondedAt: orders.sellerRespondedAt,
      vendorId: orders.vendorId,
      vendorName: vendorProfiles.businessName,
    })
    .from(orders)
    .innerJoin(cartCheckouts, eq(cartCheckouts.reference, orders.checkoutReference))
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, orders.vendorId))
    .where(and(...conditions))
    .orderBy(sql`${orders.createdAt} DESC`, sql`${orders.id} DESC`)
    .limit(filter.limit);
  return rows.map((row) => ({
    kind: 'deal' as const,
    ...lineOf(row, filter.now),
    deliveryArea: GHANA_REGIONS.labels[row.region as keyof typeof GHANA_REGIONS.labels] ?? row.region,
  }));
}

/** The vendor's drop-shipping orders under `filter`, newest first. */
async function dropshippingLines(db: Db, filter: LineFilter, hours: number): Promise<LineRow[]> {
  const start = sql`coalesce(${dropshippingOrders.paidAt}, ${dropshippingOrders.createdAt})`;
  const readyBy = due(start, hours);
  const conditions = [
    isNotNull(dropshippingOrders.vendorId),
    notInArray(dropshippingOrders.status, DROPSHIPPING_NOT_YET),
  ];
  if (filter.vendorId) conditions.push(eq(dropshippingOrders.vendorId, filter.vendorId));
  if (filter.since) conditions.push(gte(dropshippingOrders.createdAt, filter.since));
  if (filter.id) conditions.push(eq(dropshippingOrders.id, filter.id));
  if (filter.lateAt) {
    conditions.push(
      sql`${dropshippingOrders.sellerStatus} IN ('awaiting', 'confirmed')`,
      notInArray(dropshippingOrders.status, CLOSED_ORDER_STATUSES),
      sql`${readyBy} < ${filter.lateAt}`,
    );
  }
  const rows = await db
    .select({
      id: dropshippingOrders.id,
      reference: sql<string>`coalesce(${dropshippingOrders.reference}, '')`,
      item: dropshippingOrders.productName,
      quantity: dropshippingOrders.quantity,
      total: dropshippingOrders.totalAmount,
      shopperName: dropshippingOrders.fullName,
      city: dropshippingOrders.city,
      orderStatus: dropshippingOrders.status,
      sellerStatus: dropshippingOrders.sellerStatus,
      placedAt: dropshippingOrders.createdAt,
      readyBy,
      readyAt: dropshippingOrders.sellerReadyAt,
      respondedAt: dropshippingOrders.sellerRespondedAt,
      vendorId: dropshippingOrders.vendorId,
      vendorName: vendorProfiles.businessName,
    })
    .from(dropshippingOrders)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, dropshippingOrders.vendorId))
    .where(and(...conditions))
    .orderBy(sql`${dropshippingOrders.createdAt} DESC`, sql`${dropshippingOrders.id} DESC`)
    .limit(filter.limit);
  return rows.map((row) => ({
    kind: 'dropshipping' as const,
    ...lineOf(row, filter.now),
    deliveryArea: row.city,
  }));
}

interface CommonRow {
  id: string;
  reference: string;
  item: string;
  quantity: number;
  total: string;
  shopperName: string;
  orderStatus: string;
  sellerStatus: string | null;
  placedAt: Date;
  readyBy: Date;
  readyAt: Date | null;
  respondedAt: Date | null;
  vendorId: string | null;
  vendorName: string;
}

function lineOf(row: CommonRow, now: Date) {
  const sellerStatus = (row.sellerStatus ?? 'awaiting') as SellerLineStatus;
  const open = sellerStatus === 'awaiting' || sellerStatus === 'confirmed';
  const late =
    (row.readyAt !== null && row.readyAt > row.readyBy) ||
    (open && !CLOSED_ORDER_STATUSES.includes(row.orderStatus) && row.readyBy.getTime() < now.getTime());
  return {
    id: row.id,
    reference: row.reference,
    item: row.item,
    quantity: row.quantity,
    total: row.total,
    shopperName: row.shopperName,
    orderStatus: row.orderStatus,
    sellerStatus,
    placedAt: row.placedAt.toISOString(),
    readyBy: row.readyBy.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    late,
    vendorId: row.vendorId!,
    vendorName: row.vendorName,
  };
}

/** Both kinds' lines under `filter`, newest first, at most `filter.limit`. */
export async function readSellerLines(db: Db, filter: LineFilter, hours: number): Promise<LineRow[]> {
  // One after the other: the two reads may share one connection or transaction.
  const deal = await dealLines(db, filter, hours);
  const dropshipping = await dropshippingLines(db, filter, hours);
  return [...deal, ...dropshipping]
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt) || b.id.localeCompare(a.id))
    .slice(0, filter.limit);
}
