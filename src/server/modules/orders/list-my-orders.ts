import { sql } from 'drizzle-orm';
import { MY_ORDERS_LIMIT, type MyOrder, type OrderStatusStep } from '../../../shared/orders/order';
import { statusLabel } from '../../../shared/orders/order-status';
import { type Db, queryRows } from '../../db/client';
import { loadHistories } from './order-history';

/** The SELECT's row: MyOrder's fields as they come from SQL (snake_case, a Date). */
type Row = Pick<MyOrder, 'kind' | 'id' | 'reference' | 'name' | 'quantity' | 'total' | 'status'> & {
  payment_method: string;
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
      SELECT 'deal' AS kind, id::text AS id, checkout_reference AS reference, deal_name AS name,
             quantity, total_amount::text AS total, status, payment_method, created_at
      FROM orders WHERE user_id = ${userId}
      UNION ALL
      SELECT 'dropshipping', id::text, payment_reference, product_name,
             quantity, total_amount::text, status, payment_method, created_at
      FROM dropshipping_orders WHERE user_id = ${userId}
    ) mine
    ORDER BY created_at DESC, id DESC
    LIMIT ${MY_ORDERS_LIMIT}`,
  );
  const [dealHistories, dropshippingHistories] = await Promise.all([
    loadHistories(db, 'deal', idsOf(rows, 'deal')),
    loadHistories(db, 'dropshipping', idsOf(rows, 'dropshipping')),
  ]);
  return rows.map((row) => {
    const changes = (row.kind === 'deal' ? dealHistories : dropshippingHistories).get(row.id) ?? [];
    const createdAt = new Date(row.created_at).toISOString();
    const first = changes[0]?.fromStatus ?? row.status;
    const history: OrderStatusStep[] = [
      { status: first, statusLabel: statusLabel(first), at: createdAt },
      ...changes.map((change) => ({ status: change.toStatus, statusLabel: change.toLabel, at: change.at })),
    ];
    return {
      kind: row.kind,
      id: row.id,
      reference: row.reference,
      name: row.name,
      quantity: Number(row.quantity),
      total: row.total,
      status: row.status,
      statusLabel: statusLabel(row.status),
      paymentMethod: row.payment_method,
      createdAt,
      history,
    };
  });
}

const idsOf = (rows: Row[], kind: Row['kind']) =>
  rows.filter((row) => row.kind === kind).map((row) => row.id);
