import type { MyOrder } from './order';
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
    instructions: string | null;
  };
  paymentMethod: string;
  /** pay_on_delivery: to pay when it arrives; paid; unpaid (a drop-shipping order not paid yet); refund_due; refunded. */
  paymentState: 'pay_on_delivery' | 'paid' | 'unpaid' | 'refund_due' | 'refunded' | 'not_due';
  /** The signed-in owner may still cancel it (a deal order while every line is pending). */
  canCancel: boolean;
  /** The signed-in owner may pay it now: a cart checkout awaiting its online payment. */
  canPay: boolean;
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
