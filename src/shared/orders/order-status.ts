/**
 * The order status rule, written once: which statuses each kind of order has, which may follow
 * which, and their words. The server enforces it (409 otherwise); the admin shows only the moves it
 * allows; the shopper's timeline reads the expected path. Free of zod so every page can use it.
 */

export const ORDER_KINDS = ['deal', 'dropshipping'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  deal: 'Deal orders',
  dropshipping: 'Drop-shipping orders',
};

/**
 * Deal orders. One paid online waits for its payment (awaiting_payment) and becomes pending, the
 * first step of a pay-on-delivery order, when the payment settles; unpaid after 24 hours the
 * payment reconciler cancels it (ADR 040).
 */
export const DEAL_ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'confirmed',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;

/**
 * Drop-shipping orders: pending until paid (the payment settles that, not an admin). A paid order
 * that is cancelled owes the shopper the money: it becomes refund_due, and refunded once the
 * provider has refunded it (only the Refund action makes that move). An order still unpaid after
 * 24 hours is abandoned by the payment reconciler; the shopper may still pay it.
 */
export const DROPSHIPPING_ORDER_STATUSES = [
  'pending',
  'abandoned',
  'paid',
  'ordered_from_supplier',
  'shipped',
  'in_ghana',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refund_due',
  'refunded',
] as const;

export type DealOrderStatus = (typeof DEAL_ORDER_STATUSES)[number];
export type DropshippingOrderStatus = (typeof DROPSHIPPING_ORDER_STATUSES)[number];
export type OrderStatus = DealOrderStatus | DropshippingOrderStatus;

export const ORDER_STATUSES: {
  deal: readonly DealOrderStatus[];
  dropshipping: readonly DropshippingOrderStatus[];
} = { deal: DEAL_ORDER_STATUSES, dropshipping: DROPSHIPPING_ORDER_STATUSES };

const NEXT: {
  deal: Record<DealOrderStatus, readonly DealOrderStatus[]>;
  dropshipping: Record<DropshippingOrderStatus, readonly DropshippingOrderStatus[]>;
} = {
  deal: {
    // Only the payment moves it on to pending; it may be cancelled.
    awaiting_payment: ['cancelled'],
    pending: ['confirmed', 'cancelled'],
    confirmed: ['out_for_delivery', 'cancelled'],
    out_for_delivery: ['delivered', 'cancelled'],
    delivered: [],
    cancelled: [],
  },
  dropshipping: {
    // An unpaid order may be cancelled; a payment that still arrives is then marked refund due.
    pending: ['cancelled'],
    abandoned: ['cancelled'],
    paid: ['ordered_from_supplier', 'refund_due'],
    ordered_from_supplier: ['shipped', 'refund_due'],
    shipped: ['in_ghana', 'refund_due'],
    in_ghana: ['out_for_delivery', 'refund_due'],
    out_for_delivery: ['delivered', 'refund_due'],
    delivered: [],
    cancelled: [],
    refund_due: ['refunded'],
    refunded: [],
  },
};

/** A drop-shipping order not paid yet: pending, or abandoned by the reconciler (a late payment still counts). */
export const DROPSHIPPING_PAYABLE_STATUSES: readonly string[] = ['pending', 'abandoned'];

/** The status only the Refund action sets (after the provider has paid the money back). */
export const REFUNDED_STATUS = 'refunded';

/** The statuses an order of this kind may move to from `from` (none for an unknown status). */
export function nextStatuses(kind: OrderKind, from: string): readonly OrderStatus[] {
  const table: Record<string, readonly OrderStatus[]> = NEXT[kind];
  return Object.hasOwn(table, from) ? table[from]! : [];
}

export function canTransition(kind: OrderKind, from: string, to: string): boolean {
  return nextStatuses(kind, from).includes(to as OrderStatus);
}

/** The steps an order goes through when all goes well; the timeline greys those still ahead. */
export const EXPECTED_PATH: {
  deal: readonly DealOrderStatus[];
  dropshipping: readonly DropshippingOrderStatus[];
} = {
  deal: ['pending', 'confirmed', 'out_for_delivery', 'delivered'],
  dropshipping: ['paid', 'ordered_from_supplier', 'shipped', 'in_ghana', 'out_for_delivery', 'delivered'],
};

/**
 * An order's status from its lines' (ADR 060): the lines that have not parted (been cancelled)
 * move together, so they share it; were they ever apart, the order is where its furthest-behind
 * line is. An order whose every line is cancelled is cancelled.
 */
export function orderStatusOfLines(kind: OrderKind, statuses: readonly string[]): string {
  const live = statuses.filter((status) => status !== 'cancelled');
  if (live.length === 0) return statuses[0] ?? 'cancelled';
  const order: readonly string[] = ORDER_STATUSES[kind];
  return live.reduce((behind, status) => (order.indexOf(status) < order.indexOf(behind) ? status : behind));
}

/** A status after which nothing more happens. */
export function isFinalStatus(kind: OrderKind, status: string): boolean {
  return nextStatuses(kind, status).length === 0;
}

/** "paid" is shown as "Confirmed"; the others in plain words (docs/product/orders.md, "Order statuses"). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Pending',
  abandoned: 'Abandoned',
  confirmed: 'Confirmed',
  paid: 'Confirmed',
  ordered_from_supplier: 'Ordered from supplier',
  shipped: 'Shipped',
  in_ghana: 'In Ghana',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

export function statusLabel(status: string): string {
  if (Object.hasOwn(ORDER_STATUS_LABELS, status)) return ORDER_STATUS_LABELS[status as OrderStatus];
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The admin's button for a move: "Mark confirmed", "Cancel order", "Cancel, refund due". */
export function transitionActionLabel(to: string): string {
  if (to === 'cancelled') return 'Cancel order';
  if (to === 'refund_due') return 'Cancel, refund due';
  if (to === REFUNDED_STATUS) return 'Refund';
  return `Mark ${statusLabel(to).replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}`;
}

/** 409's words when a move is not allowed from the order's current status. */
export function transitionRefusal(kind: OrderKind, from: string, to: string): string {
  const next = nextStatuses(kind, from);
  const allowed = next.filter((status) => status !== REFUNDED_STATUS);
  const then = next.includes(REFUNDED_STATUS)
    ? 'Use Refund to pay the shopper back.'
    : allowed.length === 0
      ? 'It cannot change any more.'
      : `It can be marked ${allowed.map((status) => statusLabel(status)).join(' or ')}.`;
  return `This order is ${statusLabel(from)}: it cannot be marked ${statusLabel(to)}. ${then}`;
}
