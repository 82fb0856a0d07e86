import { sql } from 'drizzle-orm';
import { MY_ORDERS_LIMIT, type MyOrder } from '../../../shared/orders/order';
import { canPayOrder, orderPaymentState } from '../../../shared/orders/order-page';
import { statusLabel } from '../../../shared/orders/order-status';
import { type Db, queryRows } from '../../db/client';
import { historySteps, loadHistories } from './order-history';

/** The SELECT's row: MyOrder's fields as they come from SQL (snake_case, a Date). */
type Row = Pick<MyOrder, 'kind' | 'id' | 'reference' | 'name' | 'quantity' | 'total' | 'status'> & {
  image_url: string | null;
  payment_method: string;
  paid_at: Date | string | null;
  created_at: Date | string;
};

/**
 * "My orders": the user's deal orders and drop-shipping orders together, newest first, each with
 * its status timeline: where it started (when placed), then every change of its history.
 */
export async function listMyOrders(db: Db, userId: string): Promise<MyOrder[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT * FROM (
      SELECT 'deal' AS kind, o.id::text AS id, o.checkout_reference AS reference, o.deal_name AS name,
             d.image_url, o.quantity, o.total_amount::text AS total, o.status, o.payment_method,
             c.paid_at, o.created_at
      FROM orders o LEFT JOIN deals d ON d.id = o.deal_id
      LEFT JOIN cart_checkouts c ON c.reference = o.checkout_reference
      WHERE o.user_id = ${userId}
      UNION ALL
      SELECT 'dropshipping', o.id::text, COALESCE(o.reference, o.payment_reference), o.product_name,
             p.image_url, o.quantity, o.total_amount::text, o.status, o.payment_method, o.paid_at,
             o.created_at
      FROM dropshipping_orders o LEFT JOIN dropshipping_products p ON p.id = o.product_id
      WHERE o.user_id = ${userId}
    ) mine
    ORDER BY created_at DESC, id DESC
    LIMIT ${MY_ORDERS_LIMIT}`,
  );
  const [dealHistories, dropshippingHistories] = await Promise.all([
    loadHistories(db, 'deal', idsOf(rows, 'deal')),
    loadHistories(db, 'dropshipping', idsOf(rows, 'dropshipping')),
  ]);
  // An order's payment state is the whole order's: a cart order's lines are read together.
  const statusesOf = new Map<string, string[]>();
  for (const row of rows) {
    const key = `${row.kind}:${row.reference ?? row.id}`;
    statusesOf.set(key, [...(statusesOf.get(key) ?? []), row.status]);
  }
  return rows.map((row) => {
    const statuses = statusesOf.get(`${row.kind}:${row.reference ?? row.id}`)!;
    const paymentState = orderPaymentState({
      kind: row.kind,
      statuses,
      paymentMethod: row.payment_method,
      paidAt: row.paid_at,
    });
    const changes = (row.kind === 'deal' ? dealHistories : dropshippingHistories).get(row.id) ?? [];
    const createdAt = new Date(row.created_at).toISOString();
    return {
      kind: row.kind,
      id: row.id,
      reference: row.reference,
      name: row.name,
      imageUrl: row.image_url,
      quantity: Number(row.quantity),
      total: row.total,
      status: row.status,
      statusLabel: statusLabel(row.status),
      paymentMethod: row.payment_method,
      paymentState,
      canPay: canPayOrder(paymentState, statuses),
      createdAt,
      history: historySteps(row.status, createdAt, changes),
    };
  });
}

const idsOf = (rows: Row[], kind: Row['kind']) =>
  rows.filter((row) => row.kind === kind).map((row) => row.id);
