import { sql } from 'drizzle-orm';
import { MY_ORDERS_LIMIT, type MyOrder, orderStatusLabel } from '../../../shared/orders/order';
import { type Db, queryRows } from '../../db/client';

/** The SELECT's row: MyOrder's fields as they come from SQL (snake_case, a Date). */
type Row = Pick<MyOrder, 'kind' | 'id' | 'reference' | 'name' | 'quantity' | 'total' | 'status'> & {
  payment_method: string;
  created_at: Date | string;
};

/** "My orders": the user's deal orders and drop-shipping orders together, newest first. */
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
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    reference: row.reference,
    name: row.name,
    quantity: Number(row.quantity),
    total: row.total,
    status: row.status,
    statusLabel: orderStatusLabel(row.status),
    paymentMethod: row.payment_method,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
