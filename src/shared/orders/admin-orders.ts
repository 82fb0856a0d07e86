import { z } from 'zod';
import { ORDER_KINDS, type OrderKind, type OrderStatus } from './order-status';

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ORDER_NOTE_MAX = 500;

/** GET /api/admin/orders (and its CSV export): one kind, optionally one status, a search. */
export const adminOrdersQuerySchema = z.object({
  kind: z.enum(ORDER_KINDS, { error: 'Please choose deal or drop-shipping orders' }).default('deal'),
  status: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((value) => value || undefined),
  q: z
    .string()
    .trim()
    .max(100, 'Search can be at most 100 characters')
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce.number().int('Page must be a whole number').min(1).max(100_000).default(1),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

/** POST /api/admin/orders/:kind/:id/status: the new status and an optional note for the history. */
export const orderStatusChangeSchema = z.object({
  status: z.string({ error: 'Please choose a status' }).trim().min(1, 'Please choose a status').max(40),
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(ORDER_NOTE_MAX, `The note can be at most ${ORDER_NOTE_MAX} characters`)
    .nullish()
    .transform((value) => value || null),
});
export type OrderStatusChangeInput = z.input<typeof orderStatusChangeSchema>;

/** One change in an order's status history, as the admin sees it. */
export interface AdminOrderEvent {
  fromStatus: string;
  toStatus: string;
  toLabel: string;
  at: string;
  /** The admin who made it; null when the shop did (a payment). */
  by: string | null;
  note: string | null;
}

/** An order in the admin's list: deal and drop-shipping orders in one shape. */
export interface AdminOrder {
  kind: OrderKind;
  id: string;
  /** ORD-… (shared by the lines of one cart checkout) or DSP-… (null before a payment started). */
  reference: string | null;
  customerName: string;
  phone: string;
  /** The shopper's address for e-mails; null when none is known. */
  email: string | null;
  address: string;
  item: string;
  quantity: number;
  unitPrice: string;
  total: string;
  paymentMethod: string;
  status: string;
  statusLabel: string;
  /** The moves the rule allows from here (the admin's buttons). */
  nextStatuses: OrderStatus[];
  createdAt: string;
  history: AdminOrderEvent[];
}

export interface AdminOrderPage {
  orders: AdminOrder[];
  page: number;
  pageSize: number;
  total: number;
}

/** POST .../status (200). */
export interface OrderStatusChanged {
  order: AdminOrder;
}

/**
 * A payment that succeeded without paying its order (a double payment, or one that arrived after
 * the order was cancelled): its money goes back.
 */
export interface RefundDuePayment {
  /** A drop-shipping order's payment, or a cart checkout's (deal orders, ADR 040). */
  kind: OrderKind;
  reference: string;
  /** The drop-shipping order's id, or the cart checkout's. */
  orderId: string;
  /** The order's reference (DSP-… of the payment that paid it, or the checkout's ORD-…). */
  orderReference: string | null;
  customerName: string;
  phone: string;
  item: string;
  amount: string;
  /** When the payment was made. */
  createdAt: string;
  /** Why it is due, as the settle path recorded it. */
  reason: string | null;
}

/** GET /api/admin/payments/refund-due: newest first. */
export interface RefundDuePayments {
  payments: RefundDuePayment[];
}

/** POST /api/admin/payments/:reference/refund (200). */
export interface PaymentRefunded {
  reference: string;
  amount: string;
  refundId: string;
}

/** The admin's words for the orders view. */
export const ADMIN_ORDER_MESSAGES = {
  fetchFailed: 'Failed to load orders',
  updated: 'Order status updated',
  updateFailed: 'Failed to update the order',
  refunded: 'Refund made',
  refundFailed: 'The refund could not be made',
  alreadyRefunded: 'This payment has already been refunded.',
  refundUnderWay: 'A refund of this payment is already under way.',
  notRefundable: 'This payment is not due a refund.',
  notFound: 'Order not found.',
  paymentNotFound: 'Payment not found.',
} as const;
