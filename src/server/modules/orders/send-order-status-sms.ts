import type { AdminOrder } from '../../../shared/orders/admin-orders';
import { statusLabel } from '../../../shared/orders/order-status';
import { queueSms } from '../../adapters/sms/queue-sms';
import { smsCedis } from '../../adapters/sms/sms-text';
import type { Db } from '../../db/client';

/** One short line per status a shopper wants to hear about (abandoned and pending are not news). */
const WHAT_IT_MEANS: Record<string, (order: AdminOrder) => string> = {
  confirmed: () => 'We will deliver it soon; you pay when it arrives.',
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
 * Texts the shopper's delivery phone that their order moved, queued in the transaction of the
 * change (docs/decisions/038). Only the reference and the status: no name, address or items.
 */
export async function sendOrderStatusSms(db: Db, order: AdminOrder): Promise<void> {
  const explain = WHAT_IT_MEANS[order.status];
  if (!explain || !order.reference) return;
  await queueSms(db, {
    to: order.phone,
    text: `GhanaMart: your order ${order.reference} is now ${statusLabel(order.status)}. ${explain(order)}`,
  });
}
