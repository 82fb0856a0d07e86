import { sql } from 'drizzle-orm';
import type { AdminDashboard } from '../../../shared/admin/admin-activity';
import { startOfAccraDay } from '../../../shared/dates';
import { NEW_DEALS_WINDOW_DAYS } from '../../../shared/deals/deal';
import { type Db, queryRows } from '../../db/client';
import { INBOX } from '../../lib/inbox-query';
import { countOrdersOfTheDay } from './count-orders-of-the-day';

/**
 * The dashboard: the figures of the day (the day as Accra counts it) and the live counts on the
 * cards, what waits for an admin in each view.
 */
export async function getAdminDashboard(db: Db, now: Date): Promise<AdminDashboard> {
  const since = startOfAccraDay(now);
  const [row] = await queryRows<{
    deals: number;
    new_deals: number;
    pending_dhl: number;
    products: number;
    pending_orders: number;
    new_requests: number;
    vendors_to_verify: number;
    activity_today: number;
    failed_messages: number;
    admins: number;
  }>(
    db,
    sql`
    SELECT
      (SELECT count(*)::int FROM deals) AS deals,
      (SELECT count(*)::int FROM deals
        WHERE created_at >= now() - make_interval(days => ${NEW_DEALS_WINDOW_DAYS})) AS new_deals,
      (SELECT count(*)::int FROM dhl_shipments WHERE status = 'pending') AS pending_dhl,
      (SELECT count(*)::int FROM dropshipping_products) AS products,
      (SELECT count(DISTINCT checkout_reference)::int FROM orders WHERE status = 'pending') AS pending_orders,
      (SELECT count(*)::int FROM ${INBOX} WHERE status = 'received') AS new_requests,
      (SELECT count(*)::int FROM vendor_profiles WHERE status = 'pending_verification') AS vendors_to_verify,
      (SELECT count(*)::int FROM admin_activity
        WHERE created_at >= ${since.toISOString()}::timestamptz) AS activity_today,
      (SELECT count(*)::int FROM email_outbox WHERE status = 'failed')
        + (SELECT count(*)::int FROM sms_outbox WHERE status = 'failed') AS failed_messages,
      (SELECT count(*)::int FROM users WHERE role = 'admin') AS admins`,
  );
  const orders = await countOrdersOfTheDay(db, since);
  return {
    today: {
      ...orders,
      requestsWaiting: row!.new_requests,
      failedMessages: row!.failed_messages,
    },
    deals: row!.deals,
    newDeals: row!.new_deals,
    pendingDhlShipments: row!.pending_dhl,
    dropshippingProducts: row!.products,
    pendingOrders: row!.pending_orders,
    newRequests: row!.new_requests,
    vendorsToVerify: row!.vendors_to_verify,
    activityToday: row!.activity_today,
    admins: row!.admins,
  };
}
