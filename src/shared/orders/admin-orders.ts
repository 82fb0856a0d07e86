import { z } from 'zod';
import type { AdminDeliveryProof, AdminDeliveryStep } from '../riders/delivery-progress';
import type { PaymentState } from './order';
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

/**
 * POST /api/admin/orders/:kind/:id/status: the new status and an optional note for the history. The
 * whole order moves (every line at the order's status); `lineIds` moves only those lines, where a
 * line parts from its order (cancelled alone, or sent apart).
 */
export const orderStatusChangeSchema = z.object({
  status: z.string({ error: 'Please choose a status' }).trim().min(1, 'Please choose a status').max(40),
  lineIds: z
    .array(z.uuid({ error: 'Unknown line' }), { error: 'The lines must be a list' })
    .min(1, 'Please choose a line')
    .max(100)
    .optional(),
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
  /** The lines it moved when not all of the order's ("Kettle"); absent when it moved the order. */
  lines?: string[];
}

/** One line of an order: what to pick and pack. */
export interface AdminOrderLine {
  id: string;
  item: string;
  /** The colour and size chosen (drop-shipping products), or null. */
  color: string | null;
  size: string | null;
  quantity: number;
  unitPrice: string;
  total: string;
  status: string;
  statusLabel: string;
  /** The moves this line may make alone (a line that parts from its order); none for a one-line order. */
  nextStatuses: OrderStatus[];
}

/** Where and to whom an order goes, in full. */
export interface AdminOrderDelivery {
  name: string;
  phone: string;
  /** The delivery region's name (deal orders), or null when none was asked. */
  region: string | null;
  /** The city (drop-shipping orders; a deal order's is written in its address), or null. */
  city: string | null;
  address: string;
  landmark: string | null;
  /** GhanaPost GPS address (e.g. GA-123-4567), or null. */
  gpsAddress: string | null;
  /** The shopper's note (special instructions, or the checkout's notes), or null. */
  note: string | null;
}

/**
 * An order in the admin's list, the unit the admin moves: a deal order (a cart checkout or a Buy
 * Now, with its lines) or a drop-shipping order (one line). Deal and drop-shipping in one shape.
 */
export interface AdminOrder {
  kind: OrderKind;
  /** The order's id: a deal order's cart checkout, or the drop-shipping order. */
  id: string;
  /** ORD-… or DSP-… (null for a drop-shipping order before its first payment). */
  reference: string | null;
  customerName: string;
  phone: string;
  /** The shopper's address for e-mails; null when none is known. */
  email: string | null;
  /** The delivery address on one line. */
  address: string;
  delivery: AdminOrderDelivery;
  /** The lines' names, joined: a summary for the list. */
  item: string;
  /** Units over all lines. */
  quantity: number;
  lines: AdminOrderLine[];
  /** The lines' totals, 2 decimals. */
  subtotal: string;
  /** The order's delivery fee; null when it has none (drop-shipping: free shipping within Ghana). */
  deliveryFee: string | null;
  /** subtotal + deliveryFee. */
  total: string;
  paymentMethod: string;
  /** "Mobile Money", "Pay on Delivery": never the code's key. */
  paymentMethodLabel: string;
  paymentState: PaymentState;
  /** "Awaiting payment", "Paid", "Pay on delivery"… */
  paymentStateLabel: string;
  /** The order's status: its lines' (a line that parted keeps its own, shown on the line). */
  status: string;
  statusLabel: string;
  /** The moves the rule allows from here (the admin's buttons). */
  nextStatuses: OrderStatus[];
  createdAt: string;
  history: AdminOrderEvent[];
  /** The rider's delivery once a job exists for it (docs/decisions/071). */
  riderDelivery: AdminDeliveryProof | null;
  /** The delivery's steps with their notes ("Reassigned to Esi Owusu"), read for one order's view only. */
  deliverySteps?: AdminDeliveryStep[];
}

export interface AdminOrderPage {
  orders: AdminOrder[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /api/admin/orders/:kind/:id: one order in full (its packing slip). */
export interface AdminOrderResponse {
  order: AdminOrder;
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
