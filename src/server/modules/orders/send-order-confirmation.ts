import { formatCedis, toPesewas } from '../../../shared/money';
import type { Order } from '../../../shared/orders/order';
import { queueEmail } from '../../adapters/mail/queue-email';
import { renderEmail } from '../../adapters/mail/render-email';
import { queueSms } from '../../adapters/sms/queue-sms';
import { smsCedis } from '../../adapters/sms/sms-text';
import type { Db } from '../../db/client';

export interface OrderConfirmation {
  to: string;
  reference: string;
  orders: Order[];
  total: string;
  /** The order's page with its link token (ADR 037), linked from the message. */
  orderUrl: string;
  /** The checkout's delivery fee (ADR 040); absent for orders placed before it. */
  deliveryFee?: string;
  /** Paid online already (sent when the payment settles), rather than on delivery. */
  paidOnline?: boolean;
  /** Where the rider looks, when the shopper gave them. */
  landmark?: string | null;
  gpsAddress?: string | null;
}

/**
 * The confirmation e-mail of a pay-on-delivery order, and an SMS to its delivery phone, queued in
 * the transaction that writes the orders: all are kept or none.
 */
export async function sendOrderConfirmation(db: Db, confirmation: OrderConfirmation): Promise<void> {
  const { to, reference, orders, total, orderUrl, deliveryFee, paidOnline, landmark, gpsAddress } =
    confirmation;
  const first = orders[0];
  if (!first) return;
  const lines = orders.map(
    (order) =>
      `${order.quantity} × ${order.dealName} at ${formatCedis(order.unitPrice)} = ${formatCedis(order.total)}`,
  );
  const delivery = [
    `Deliver to: ${first.deliveryName}, ${first.deliveryPhone}`,
    `Address: ${first.deliveryAddress}`,
    ...(landmark ? [`Landmark: ${landmark}`] : []),
    ...(gpsAddress ? [`GhanaPost GPS: ${gpsAddress}`] : []),
    ...(first.specialInstructions ? [`Instructions: ${first.specialInstructions}`] : []),
  ];
  await queueEmail(
    db,
    renderEmail({
      to,
      subject: `Your GhanaMart order ${reference}`,
      paragraphs: [
        `Thank you for your order! Your order reference is ${reference}.`,
        ...lines,
        ...(deliveryFee === undefined
          ? []
          : [`Delivery: ${toPesewas(deliveryFee) === 0 ? 'free' : formatCedis(deliveryFee)}`]),
        paidOnline
          ? `Total: ${formatCedis(total)}. Paid: we have received your payment.`
          : `Total: ${formatCedis(total)}. Pay on delivery: nothing to pay now, you pay when your order arrives.`,
        ...delivery,
        "We'll contact you to confirm delivery details.",
      ],
      action: { label: 'View your order', url: orderUrl },
    }),
  );
  await queueSms(db, {
    to: first.deliveryPhone,
    text: paidOnline
      ? `GhanaMart: payment of ${smsCedis(total)} received, order ${reference} placed. We will call to confirm delivery.`
      : `GhanaMart: thank you! Order ${reference} received, total ${smsCedis(total)}, pay on delivery. We will call to confirm delivery.`,
  });
}
