import { type SQL, sql } from 'drizzle-orm';
import type { AdminOrder } from '../../../shared/orders/admin-orders';
import { nextStatuses, type OrderKind, statusLabel } from '../../../shared/orders/order-status';
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
  item: string;
  quantity: number;
  unit_price: string;
  total: string;
  payment_method: string;
  status: string;
  created_at: Date | string;
  /** created_at to the microsecond (a Date keeps milliseconds), to continue after this row. */
  created_text: string;
}

const SOURCES: Record<OrderKind, SQL> = {
  // A deal order's e-mail is its shopper's account address.
  deal: sql`
    SELECT 'deal' AS kind, o.id, o.checkout_reference AS reference, o.delivery_name AS customer_name,
           o.delivery_phone AS phone, u.email, o.delivery_address AS address, o.deal_name AS item,
           o.quantity, o.unit_price::text AS unit_price, o.total_amount::text AS total,
           o.payment_method, o.status, o.created_at, o.created_at::text AS created_text
    FROM orders o LEFT JOIN users u ON u.id = o.user_id`,
  dropshipping: sql`
    SELECT 'dropshipping' AS kind, d.id, d.payment_reference AS reference, d.full_name AS customer_name,
           d.phone, d.email, d.address || ', ' || d.city AS address, d.product_name AS item,
           d.quantity, d.product_price::text AS unit_price, d.total_amount::text AS total,
           d.payment_method, d.status, d.created_at, d.created_at::text AS created_text
    FROM dropshipping_orders d`,
};

export interface OrderFilter {
  kind: OrderKind;
  status?: string;
  q?: string;
  id?: string;
}

/**
 * The filter of the admin's list: a status, and a search matching the reference or the name
 * (anywhere, any case) or, a search written as a phone number, the phone by its digits ("024 123 4567"
 * finds "0241234567").
 */
function whereOf(query: OrderFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.id) conditions.push(sql`x.id = ${query.id}::uuid`);
  if (query.status) conditions.push(sql`x.status = ${query.status}`);
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

/** The API's form of a row (its history is added by the caller). */
export function toAdminOrder(row: AdminOrderRow, mailDomain: string): Omit<AdminOrder, 'history'> {
  const email = row.email && !isSubstituteEmail(row.email, mailDomain) ? row.email : null;
  return {
    kind: row.kind,
    id: String(row.id),
    reference: row.reference,
    customerName: row.customer_name,
    phone: row.phone,
    email,
    address: row.address,
    item: row.item,
    quantity: Number(row.quantity),
    unitPrice: row.unit_price,
    total: row.total,
    paymentMethod: row.payment_method,
    status: row.status,
    statusLabel: statusLabel(row.status),
    nextStatuses: [...nextStatuses(row.kind, row.status)],
    createdAt: new Date(row.created_at).toISOString(),
  };
}
