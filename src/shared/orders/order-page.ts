import type { OrderDeliveryProgress } from '../riders/delivery-progress';
import type { MyOrder, PaymentState } from './order';
import type { OrderKind } from './order-status';

/** The prefix of each kind's reference: ORD-7K3Q9M (a deal checkout), DSP-7K3Q-9M4H-XN2P-QR8T. */
export const ORDER_REFERENCE_PREFIXES: Record<OrderKind, string> = { deal: 'ORD', dropshipping: 'DSP' };

/** The kind of order a reference names, from its prefix; null for any other reference. */
export function orderKindOfReference(reference: string): OrderKind | null {
  if (reference.startsWith(`${ORDER_REFERENCE_PREFIXES.deal}-`)) return 'deal';
  if (reference.startsWith(`${ORDER_REFERENCE_PREFIXES.dropshipping}-`)) return 'dropshipping';
  return null;
}

/** The order page of a reference; `token` is the e-mail link's secret for a shopper not signed in. */
export function orderPagePath(reference: string, token?: string): string {
  const path = `/orders/${encodeURIComponent(reference)}`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/** One line of an order page: what "My orders" shows of it, with its unit price and image. */
export interface OrderPageLine extends MyOrder {
  unitPrice: string;
  /** The colour and size chosen (drop-shipping), or null. */
  choice: string | null;
}

/** GET /api/orders/:reference: everything about one order (all the lines of one checkout). */
export interface OrderPage {
  kind: OrderKind;
  reference: string;
  createdAt: string;
  lines: OrderPageLine[];
  /** Sum of the lines' totals, 2 decimals. */
  subtotal: string;
  /** A cart checkout's delivery fee (0.00 from GH₵100); null when the order has none (ADR 040). */
  deliveryFee: string | null;
  /** subtotal + deliveryFee. */
  total: string;
  delivery: {
    name: string;
    phone: string;
    email: string | null;
    address: string;
    landmark: string | null;
    /** GhanaPost GPS address (GA-183-8164). */
    gpsAddress: string | null;
    instructions: string | null;
  };
  paymentMethod: string;
  /** pay_on_delivery: to pay when it arrives; paid; unpaid (a drop-shipping order not paid yet); refund_due; refunded. */
  paymentState: PaymentState;
  /** The signed-in owner may still cancel it (a deal order while every line is pending). */
  canCancel: boolean;
  /** The signed-in owner may pay it now: a cart checkout awaiting its online payment. */
  canPay: boolean;
  /** The rider's progress once one has it, with the code to give at the door (docs/decisions/071). */
  deliveryProgress: OrderDeliveryProgress | null;
}

export interface OrderPageResponse {
  order: OrderPage;
}

export const ORDER_PAGE_MESSAGES = {
  notFound: "We couldn't find this order. Check the link, or sign in with the account that placed it.",
  cancelled: 'Your order has been cancelled.',
  notCancellable:
    'This order can no longer be cancelled: it has been confirmed. Please contact us if you need help.',
  cancelConfirm: 'Cancel this order? This cannot be undone.',
} as const;

/** The statuses of an order that is waiting for its online payment. */
const AWAITING_PAYMENT_STATUSES = new Set(['awaiting_payment', 'pending', 'abandoned']);

/**
 * Where an order's money stands, from its kind, its lines' statuses, its method and when it was
 * paid: the one rule the order page, "My orders" and the admin read.
 */
export function orderPaymentState(order: {
  kind: OrderKind;
  statuses: readonly string[];
  paymentMethod: string;
  paidAt: Date | string | null;
}): PaymentState {
  const allCancelled = order.statuses.every((status) => status === 'cancelled');
  if (order.kind === 'deal') {
    if (order.paidAt) return allCancelled ? 'refund_due' : 'paid';
    if (allCancelled) return 'not_due';
    return order.paymentMethod === 'pay_on_delivery' ? 'pay_on_delivery' : 'unpaid';
  }
  const status = order.statuses[0] ?? '';
  if (status === 'refund_due' || status === 'refunded') return status;
  if (allCancelled) return 'not_due';
  // Only a payment moves a drop-shipping order past pending.
  return order.paidAt || !AWAITING_PAYMENT_STATUSES.has(status) ? 'paid' : 'unpaid';
}

/** An unpaid order whose lines all still wait for the payment: "Pay now" is offered. */
export function canPayOrder(state: PaymentState, statuses: readonly string[]): boolean {
  return state === 'unpaid' && statuses.every((status) => AWAITING_PAYMENT_STATUSES.has(status));
}

/** The payment state in a word or two: the admin's lists, the CSV, the packing slip, "My orders". */
export const PAYMENT_STATE_SHORT_LABELS: Record<PaymentState, string> = {
  pay_on_delivery: 'Pay on delivery',
  paid: 'Paid',
  unpaid: 'Awaiting payment',
  refund_due: 'Refund due',
  refunded: 'Refunded',
  not_due: 'Not due (cancelled)',
};

const PAYMENT_STATE_LABELS: Record<OrderPage['paymentState'], string> = {
  pay_on_delivery: 'Nothing to pay now: you pay when your order arrives.',
  paid: 'Paid',
  unpaid: 'Not paid yet',
  refund_due: 'Refund due: we are paying you back',
  refunded: 'Refunded',
  not_due: 'Nothing to pay: the order was cancelled',
};

export function paymentStateLabel(state: OrderPage['paymentState']): string {
  return PAYMENT_STATE_LABELS[state];
}
