import { desc, type SQL, sql } from 'drizzle-orm';
import {
  ANALYTICS_DAYS,
  type AnalyticsReport,
  DEAL_REVENUE_EXCLUDED_STATUSES,
  DROPSHIPPING_REVENUE_STATUSES,
  RECENT_ORDERS_LIMIT,
  TOP_LIMIT,
} from '../../../shared/analytics/analytics';
import { type Db, queryRows } from '../../db/client';
import { orders } from '../../db/schema';

const list = (values: readonly string[]): SQL =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
const countsAsRevenue = sql`status NOT IN ${list(DEAL_REVENUE_EXCLUDED_STATUSES)}`;

/**
 * The Analytics view (docs/product/admin.md, "Analytics"), every figure an SQL aggregate: no order is loaded into
 * JavaScript except the 10 newest. Money stays numeric in the database and arrives as exact text.
 */
export async function getAnalyticsReport(db: Db): Promise<AnalyticsReport> {
  const [totals, topDeals, topCategories, daily, recent] = await Promise.all([
    queryRows<{
      deals: number;
      orders: number;
      cart_items: number;
      wishlist_items: number;
      revenue: string;
      revenue_orders: number;
      average_order_value: string;
      dropshipping_revenue: string;
      dropshipping_paid_orders: number;
    }>(
      db,
      sql`
      WITH revenue AS (
        SELECT coalesce(sum(total_amount), 0) AS amount, count(*)::int AS orders FROM orders WHERE ${countsAsRevenue}
      ), dropshipping AS (
        SELECT coalesce(sum(total_amount), 0) AS amount, count(*)::int AS orders
        FROM dropshipping_orders WHERE status IN ${list(DROPSHIPPING_REVENUE_STATUSES)}
      )
      SELECT
        (SELECT count(*)::int FROM deals) AS deals,
        (SELECT count(*)::int FROM orders) AS orders,
        (SELECT count(*)::int FROM cart_items) AS cart_items,
        (SELECT count(*)::int FROM wishlist_items) AS wishlist_items,
        revenue.amount::numeric(14, 2)::text AS revenue,
        revenue.orders AS revenue_orders,
        (CASE WHEN revenue.orders = 0 THEN 0 ELSE round(revenue.amount / revenue.orders, 2) END)::numeric(14, 2)::text
          AS average_order_value,
        dropshipping.amount::numeric(14, 2)::text AS dropshipping_revenue,
        dropshipping.orders AS dropshipping_paid_orders
      FROM revenue, dropshipping`,
    ),
    queryRows<{ deal_id: string; name: string; orders: number }>(
      db,
      sql`
      SELECT deal_id::text AS deal_id, (array_agg(deal_name ORDER BY created_at DESC))[1] AS name,
        count(*)::int AS orders
      FROM orders GROUP BY deal_id ORDER BY orders DESC, name LIMIT ${TOP_LIMIT}`,
    ),
    queryRows<{ category: string; orders: number }>(
      db,
      sql`
      SELECT d.category, count(*)::int AS orders
      FROM orders o JOIN deals d ON d.id = o.deal_id
      GROUP BY d.category ORDER BY orders DESC, d.category LIMIT ${TOP_LIMIT}`,
    ),
    queryRows<{ date: string; orders: number; revenue: string }>(
      db,
      sql`
      WITH days AS (
        SELECT day::date AS day FROM generate_series(
          (now() AT TIME ZONE 'UTC')::date - ${ANALYTICS_DAYS - 1}::int,
          (now() AT TIME ZONE 'UTC')::date,
          interval '1 day') AS day
      ), per_day AS (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS orders,
          coalesce(sum(total_amount) FILTER (WHERE ${countsAsRevenue}), 0) AS revenue
        FROM orders
        WHERE created_at >= ((now() AT TIME ZONE 'UTC')::date - ${ANALYTICS_DAYS - 1}::int) AT TIME ZONE 'UTC'
        GROUP BY 1
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(per_day.orders, 0)::int AS orders,
        coalesce(per_day.revenue, 0)::numeric(14, 2)::text AS revenue
      FROM days LEFT JOIN per_day ON per_day.day = days.day
      ORDER BY days.day`,
    ),
    db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(RECENT_ORDERS_LIMIT),
  ]);
  const row = totals[0]!;
  return {
    counts: {
      deals: row.deals,
      orders: row.orders,
      cartItems: row.cart_items,
      wishlistItems: row.wishlist_items,
    },
    revenue: row.revenue,
    revenueOrders: row.revenue_orders,
    averageOrderValue: row.average_order_value,
    dropshippingRevenue: row.dropshipping_revenue,
    dropshippingPaidOrders: row.dropshipping_paid_orders,
    topDeals: topDeals.map((deal) => ({ dealId: deal.deal_id, name: deal.name, orders: deal.orders })),
    topCategories,
    recentOrders: recent.map((order) => ({
      id: order.id,
      dealName: order.dealName,
      deliveryName: order.deliveryName,
      quantity: order.quantity,
      totalAmount: order.totalAmount,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
    })),
    daily,
  };
}
