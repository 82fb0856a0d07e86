/**
 * Which orders count as revenue. Deal orders are paid on delivery: every status but cancelled
 * counts. Drop-shipping orders count once paid, and stop counting when cancelled or refunded.
 */
export const DEAL_REVENUE_EXCLUDED_STATUSES = ['cancelled'] as const;
export const DROPSHIPPING_REVENUE_STATUSES = [
  'paid',
  'ordered_from_supplier',
  'shipped',
  'in_ghana',
  'out_for_delivery',
  'delivered',
] as const;

export const ANALYTICS_DAYS = 30;
export const TOP_LIMIT = 5;
export const RECENT_ORDERS_LIMIT = 10;

export const ANALYTICS_MESSAGES = { loadFailed: 'Failed to load analytics data' } as const;

/** GET /api/admin/analytics. Money is exact text with 2 decimals. */
export interface AnalyticsReport {
  counts: { deals: number; orders: number; cartItems: number; wishlistItems: number };
  /** Deal orders that are not cancelled. */
  revenue: string;
  revenueOrders: number;
  /** revenue / revenueOrders, 2 decimals ("0.00" without orders). */
  averageOrderValue: string;
  dropshippingRevenue: string;
  dropshippingPaidOrders: number;
  topDeals: { dealId: string; name: string; orders: number }[];
  topCategories: { category: string; orders: number }[];
  recentOrders: {
    id: string;
    dealName: string;
    deliveryName: string;
    quantity: number;
    totalAmount: string;
    status: string;
    createdAt: string;
  }[];
  /** The last 30 days (UTC, which is Ghana's time), oldest first, days without orders included. */
  daily: { date: string; orders: number; revenue: string }[];
}
