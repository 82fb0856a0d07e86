import { type SQL, sql } from 'drizzle-orm';
import { GHANA_REGIONS, type GhanaRegion } from '../../../shared/ghana-regions';
import { sumAmounts } from '../../../shared/money';
import type { AdminOrder, AdminOrderLine } from '../../../shared/orders/admin-orders';
import { CART_PAYMENT_METHOD_LABELS, type DealOrderPaymentMethod } from '../../../shared/orders/order';
import { orderPaymentState, PAYMENT_STATE_SHORT_LABELS } from '../../../shared/orders/order-page';
import {
  nextStatuses,
  type OrderKind,
  orderStatusOfLines,
  statusLabel,
} from '../../../shared/orders/order-status';
import { type Db, queryRows } from '../../db/client';
import { containsPattern, phoneSearchDigits } from '../../lib/search-patterns';
import { isSubstituteEmail } from '../../lib/substitute-email';

/** Deal and drop-shipping orders in the one shape the admin list and the CSV export read. */
export interface AdminOrderRow {
  kind: OrderKind;
  id: string;
  reference: string | null;
  customer_name: string;
  phone: string;
  email: string | null;
  address: string;
  region: string | null;
  city: string | null;
  landmark: string | null;
  gps_address: string | null;
  note: string | null;
  payment_method: string;
  paid_at: Date | string | null;
  delivery_fee: string | null;
  /** Every line's status, for the status filter. */
  statuses: string[];
  created_at: Date | string;
  /** created_at to the microsecond (a Date keeps milliseconds), to continue after this row. */
  created_text: string;
}

/** One line of an order as SQL gives it (a drop-shipping order is its own line). */
export interface AdminOrderLineRow {
  order_id: string;
  id: string;
  item: string;
  color: string | null;
  size: string | null;
  quantity: number;
  unit_price: string;
  total: string;
  status: string;
}

const SOURCES: Record<OrderKind, SQL> = {
  // A deal order is its cart checkout (ADR 060); who, where and the note are its lines', written
  // alike on each; its e-mail is the account's.
  deal: sql`
    SELECT 'deal' AS kind, c.id, c.reference, first.delivery_name AS customer_name,
           first.delivery_phone AS phone, c.email, first.delivery_address AS address,
           nullif(c.region, '') AS region, NULL::text AS city, c.landmark, c.gps_address,
           first.special_instructions AS note,
           c.payment_method, c.paid_at, c.delivery_fee::text AS delivery_fee,
           (SELECT array_agg(l.status) FROM orders l WHERE l.checkout_reference = c.reference) AS statuses,
           c.created_at, c.created_at::text AS created_text
    FROM cart_checkouts c
    CROSS JOIN LATERAL (
      SELECT o.delivery_name, o.delivery_phone, o.delivery_address, o.special_instructions
      FROM orders o WHERE o.checkout_reference = c.reference
      ORDER BY o.created_at, o.id LIMIT 1
    ) first`,
  dropshipping: sql`
    SELECT 'dropshipping' AS kind, d.id, COALESCE(d.reference, d.payment_reference) AS reference,
           d.full_name AS customer_name,
           d.phone, d.email, d.address || ', ' || d.city AS address, NULL::text AS region, d.city,
           d.landmark, d.gps_address, d.notes AS note, d.payment_method, d.paid_at, NULL::text AS delivery_fee,
           ARRAY[d.status] AS statuses, d.created_at, d.created_at::text AS created_text
    FROM dropshipping_orders d`,
};

export interface OrderFilter {
  kind: OrderKind;
  status?: string;
  q?: string;
  id?: string;
}

/**
 * The filter of the admin's list: a status (an order with a line at it), and a search matching the
 * reference or the name (anywhere, any case) or, a search written as a phone number, the phone by
 * its digits ("024 123 4567" finds "0241234567").
 */
function whereOf(query: OrderFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.id) conditions.push(sql`x.id = ${query.id}::uuid`);
  if (query.status) conditions.push(sql`${query.status} = ANY(x.statuses)`);
  if (query.q) {
    const text = containsPattern(query.q);
    const digits = phoneSearchDigits(query.q);
    const matches = [sql`x.reference ILIKE ${text}`, sql`x.customer_name ILIKE ${text}`];
    if (digits) matches.push(sql`regexp_replace(x.phone, '[^0-9]', '', 'g') LIKE ${containsPattern(digits)}`);
    conditions.push(sql`(${sql.join(matches, sql` OR `)})`);
  }
  return sql.join(conditions, sql` AND `);
}

/** One page of matching orders, newest first; `after` continues past a row (the CSV export). */
export function selectAdminOrderRows(
  db: Db,
  query: OrderFilter,
  page: { limit: number; offset?: number; after?: { createdText: string; id: string } },
): Promise<AdminOrderRow[]> {
  const after = page.after
    ? sql`AND (x.created_at, x.id) < (${page.after.createdText}::timestamptz, ${page.after.id}::uuid)`
    : sql``;
  return queryRows<AdminOrderRow>(
    db,
    sql`SELECT * FROM (${SOURCES[query.kind]}) x
        WHERE ${whereOf(query)} ${after}
        ORDER BY x.created_at DESC, x.id DESC
        LIMIT ${page.limit} OFFSET ${page.offset ?? 0}`,
  );
}

export async function countAdminOrders(db: Db, query: OrderFilter): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM (${SOURCES[query.kind]}) x WHERE ${whereOf(query)}`,
  );
  return row!.total;
}

/** The lines of these orders of one kind, in the order they were placed, by order id. */
export async function selectAdminOrderLines(
  db: Db,
  kind: OrderKind,
  orderIds: string[],
): Promise<Map<string, AdminOrderLineRow[]>> {
  const byOrder = new Map<string, AdminOrderLineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<AdminOrderLineRow>(
    db,
    kind === 'deal'
      ? sql`SELECT c.id AS order_id, o.id, o.deal_name AS item, NULL::text AS color, NULL::text AS size,
                   o.quantity, o.unit_price::text AS unit_price, o.total_amount::text AS total, o.status
            FROM cart_checkouts c JOIN orders o ON o.checkout_reference = c.reference
            WHERE c.id IN (${ids}) ORDER BY o.created_at, o.deal_name, o.id`
      : sql`SELECT d.id AS order_id, d.id, d.product_name AS item, d.selected_color AS color,
                   d.selected_size AS size, d.quantity, d.product_price::text AS unit_price,
                   d.total_amount::text AS total, d.status
            FROM dropshipping_orders d WHERE d.id IN (${ids})`,
  );
  for (const row of rows) {
    const key = String(row.order_id);
    byOrder.set(key, [...(byOrder.get(key) ?? []), row]);
  }
  return byOrder;
}

/** The API's form of a row and its lines (its history is added by the caller). */
export function toAdminOrder(
  row: AdminOrderRow,
  lineRows: readonly AdminOrderLineRow[],
  mailDomain: string,
): Omit<AdminOrder, 'history' | 'riderDelivery'> {
  const email = row.email && !isSubstituteEmail(row.email, mailDomain) ? row.email : null;
  const many = lineRows.length > 1;
  const lines: AdminOrderLine[] = lineRows.map((line) => ({
    id: String(line.id),
    item: line.item,
    color: line.color,
    size: line.size,
    quantity: Number(line.quantity),
    unitPrice: line.unit_price,
    total: line.total,
    status: line.status,
    statusLabel: statusLabel(line.status),
    nextStatuses: many ? [...nextStatuses(row.kind, line.status)] : [],
  }));
  const statuses = lines.map((line) => line.status);
  const status = orderStatusOfLines(row.kind, statuses);
  const paymentState = orderPaymentState({
    kind: row.kind,
    statuses,
    paymentMethod: row.payment_method,
    paidAt: row.paid_at,
  });
  const subtotal = sumAmounts(lines.map((line) => line.total));
  return {
    kind: row.kind,
    id: String(row.id),
    reference: row.reference,
    customerName: row.customer_name,
    phone: row.phone,
    email,
    address: row.address,
    delivery: {
      name: row.customer_name,
      phone: row.phone,
      region: row.region === null ? null : (GHANA_REGIONS.labels[row.region as GhanaRegion] ?? row.region),
      city: row.city,
      address: row.address,
      landmark: row.landmark,
      gpsAddress: row.gps_address,
      note: row.note,
    },
    item: lines.map((line) => line.item).join(', '),
    quantity: lines.reduce((units, line) => units + line.quantity, 0),
    lines,
    subtotal,
    deliveryFee: row.delivery_fee,
    total: row.delivery_fee === null ? subtotal : sumAmounts([subtotal, row.delivery_fee]),
    paymentMethod: row.payment_method,
    paymentMethodLabel:
      CART_PAYMENT_METHOD_LABELS[row.payment_method as DealOrderPaymentMethod] ?? row.payment_method,
    paymentState,
    paymentStateLabel: PAYMENT_STATE_SHORT_LABELS[paymentState],
    status,
    statusLabel: statusLabel(status),
    nextStatuses: [...nextStatuses(row.kind, status)],
    createdAt: new Date(row.created_at).toISOString(),
  };
}
