import type { AdminOrder } from '../../../shared/orders/admin-orders';
import { statusLabel } from '../../../shared/orders/order-status';
import { queueSms } from '../../adapters/sms/queue-sms';
import { smsCedis } from '../../adapters/sms/sms-text';
import type { Db } from '../../db/client';
import type { MovedLines } from './send-order-status-email';

/** One short line per status a shopper wants to hear about (abandoned and pending are not news). */
const WHAT_IT_MEANS: Record<string, (order: AdminOrder) => string> = {
  confirmed: (order) =>
    order.paymentState === 'pay_on_delivery'
      ? 'We will deliver it soon; you pay when it arrives.'
      : 'We will deliver it soon.',
  out_for_delivery: () => 'Please keep your phone on for the rider.',
  delivered: () => 'Thank you for shopping with us!',
  cancelled: () => 'If you did not ask for this, please call us.',
  ordered_from_supplier: () => 'We have ordered it from the supplier.',
  shipped: () => 'It is on its way to Ghana.',
  in_ghana: () => 'We will deliver it to you soon.',
  refund_due: (order) => `We are refunding ${smsCedis(order.total)}.`,
  refunded: (order) => `${smsCedis(order.total)} is on its way back to you.`,
};

/**
 * Texts the shopper's delivery phone that their order moved, one SMS per change of the order,
 * queued in the transaction of the change (docs/decisions/038). The reference and the status, and
 * the items only when some lines moved apart: no name or address.
 */
export async function sendOrderStatusSms(
  db: Db,
  order: AdminOrder,
  moved: MovedLines = { to: order.status, lineIds: [], wholeOrder: true },
): Promise<void> {
  const explain = WHAT_IT_MEANS[moved.to];
  if (!explain || !order.reference) return;
  const label = statusLabel(moved.to);
  const movedLines = order.lines.filter((line) => moved.lineIds.includes(line.id));
  const what = moved.wholeOrder
    ? `your order ${order.reference} is now ${label}.`
    : `in your order ${order.reference}, ${movedLines.map((line) => line.item).join(', ')} ${movedLines.length === 1 ? 'is' : 'are'} now ${label}.`;
  await queueSms(db, { to: order.phone, text: `GhanaMart: ${what} ${explain(order)}` });
}
