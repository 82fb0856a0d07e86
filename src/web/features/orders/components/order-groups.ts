import { sumAmounts } from '@shared/money';
import type { MyOrder } from '@shared/orders/order';

/** The orders placed together (one cart checkout shares a reference), shown as one card. */
export interface OrderGroup {
  key: string;
  kind: MyOrder['kind'];
  reference: string | null;
  createdAt: string;
  paymentMethod: string;
  orders: MyOrder[];
  /** Sum of the orders' totals, exact. */
  total: string;
  /** The status when all orders share it, else null (each line shows its own). */
  statusLabel: string | null;
  status: string | null;
}

/**
 * Groups consecutive orders with the same reference and kind (the API lists newest first, and the
 * orders of one checkout are written together); orders without a reference stand alone.
 */
export function groupOrders(orders: readonly MyOrder[]): OrderGroup[] {
  const groups: OrderGroup[] = [];
  for (const order of orders) {
    const last = groups.at(-1);
    if (last && order.reference !== null && last.reference === order.reference && last.kind === order.kind) {
      last.orders.push(order);
      continue;
    }
    groups.push({
      key: `${order.kind}:${order.reference ?? order.id}:${order.id}`,
      kind: order.kind,
      reference: order.reference,
      createdAt: order.createdAt,
      paymentMethod: order.paymentMethod,
      orders: [order],
      total: order.total,
      statusLabel: order.statusLabel,
      status: order.status,
    });
  }
  for (const group of groups) {
    group.total = sumAmounts(group.orders.map((order) => order.total));
    const same = group.orders.every((order) => order.status === group.orders[0]!.status);
    group.status = same ? group.orders[0]!.status : null;
    group.statusLabel = same ? group.orders[0]!.statusLabel : null;
  }
  return groups;
}

const PAYMENT_METHODS: Record<string, string> = {
  pay_on_delivery: 'Pay on delivery',
  mobile_money: 'Mobile Money',
  debit_card: 'Debit Card',
};

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHODS[method] ?? method.replaceAll('_', ' ');
}
