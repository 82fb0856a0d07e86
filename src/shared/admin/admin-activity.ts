import { z } from 'zod';

export const ACTIVITY_PAGE_SIZE = 30;

/** `?page=` of a paged admin list: 1 when absent. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1).max(100_000).default(1),
});

/** One changed field in words: its label, and its values before and after (null: not there). */
export interface ActivityChange {
  label: string;
  before: string | null;
  after: string | null;
}

/** One row of /admin/activity: who changed what, with the changed fields before and after. */
export interface ActivityEntry {
  id: string;
  /** "Ama created the deal 'Rice cooker 5 L'". */
  sentence: string;
  /** The changed fields for people: labels, money in GH₵, statuses and dates in words. */
  changes: ActivityChange[];
  adminUsername: string;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  createdAt: string;
}

/** GET /api/admin/activity?page=N: newest first. */
export interface ActivityPage {
  entries: ActivityEntry[];
  page: number;
  pageSize: number;
  total: number;
}

/** The dashboard's first row: the day's figures, "today" being Accra's day. */
export interface DayFigures {
  /** Orders placed today (a cart checkout counts once). */
  newOrders: number;
  /** Orders paid online whose payment has not come yet. */
  awaitingPayment: number;
  /** Orders to take to the shopper (placed, and paid where paid online; not yet delivered). */
  toDeliver: number;
  /** Requests of every kind not yet looked at. */
  requestsWaiting: number;
  /** E-mails and SMS that could not be delivered. */
  failedMessages: number;
}

/** GET /api/admin/dashboard: the day's figures, and what waits for an admin, per view. */
export interface AdminDashboard {
  today: DayFigures;
  /** Every deal (Manage Deals), and those created within the last 7 days (Create New Deal). */
  deals: number;
  newDeals: number;
  pendingDhlShipments: number;
  /** Drop-shipping products, shown or not. */
  dropshippingProducts: number;
  /** Deal orders waiting to be confirmed. */
  pendingOrders: number;
  /** Requests of every kind still "received" (DHL pending and vendors to verify included). */
  newRequests: number;
  vendorsToVerify: number;
  activityToday: number;
  admins: number;
}
