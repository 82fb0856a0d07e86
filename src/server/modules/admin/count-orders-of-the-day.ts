import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

export interface OrdersOfTheDay {
  /** Orders placed since the start of the day: a cart checkout counts once, however many lines. */
  newOrders: number;
  /** Orders paid online whose payment has not come yet. */
  awaitingPayment: number;
  /** Orders placed (and paid, where paid online) that have not reached the shopper yet. */
  toDeliver: number;
}

/**
 * The dashboard's order figures, read in one place from the order tables as they are: deal orders
 * (an order's lines share its `checkout_reference`, ADR 060) and drop-shipping orders.
 */
export async function countOrdersOfTheDay(db: Db, since: Date): Promise<OrdersOfTheDay> {
  const [row] = await queryRows<OrdersOfTheDay>(
    db,
    sql`
    SELECT
      (SELECT count(DISTINCT checkout_reference)::int FROM orders
        WHERE created_at >= ${since.toISOString()}::timestamptz)
      + (SELECT count(*)::int FROM dropshipping_orders
        WHERE created_at >= ${since.toISOString()}::timestamptz) AS "newOrders",
      (SELECT count(DISTINCT checkout_reference)::int FROM orders
        WHERE status = 'awaiting_payment')
      + (SELECT count(*)::int FROM dropshipping_orders WHERE status = 'pending') AS "awaitingPayment",
      (SELECT count(DISTINCT checkout_reference)::int FROM orders
        WHERE status IN ('pending', 'confirmed', 'out_for_delivery'))
      + (SELECT count(*)::int FROM dropshipping_orders
        WHERE status IN ('paid', 'ordered_from_supplier', 'shipped', 'in_ghana', 'out_for_delivery')) AS "toDeliver"`,
  );
  return row!;
}
