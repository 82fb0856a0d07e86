import { formatCedis } from '../../../shared/money';
import { queueEmail } from '../../adapters/mail/queue-email';
import { renderEmail } from '../../adapters/mail/render-email';
import { queueSms } from '../../adapters/sms/queue-sms';
import { smsCedis } from '../../adapters/sms/sms-text';
import type { Db } from '../../db/client';
import { orderPageUrl } from '../../lib/order-link';
import { isSubstituteEmail } from '../../lib/substitute-email';
import type { DropshippingOrderRow } from './to-dropshipping-order';

export interface PaymentConfirmationDeps {
  publicUrl: string;
  mailDomain: string;
  /** Signs the order page's link in the message (ADR 037). */
  orderLinkSecret: string;
}

/**
 * The order confirmation e-mail and SMS, queued once, in the transaction of the paid transition.
 * Orders placed without an e-mail (a substitute address at the shop's own domain) get the SMS only.
 */
export async function sendPaymentConfirmation(
  db: Db,
  deps: PaymentConfirmationDeps,
  order: DropshippingOrderRow,
): Promise<void> {
  const { publicUrl, mailDomain, orderLinkSecret } = deps;
  const reference = order.reference ?? order.paymentReference ?? '';
  await queueSms(db, {
    to: order.phone,
    text: `GhanaMart: payment of ${smsCedis(order.totalAmount)} received, order ${reference} confirmed. We will text you as it moves.`,
  });
  if (isSubstituteEmail(order.email, mailDomain)) return;
  const choice = [
    order.selectedColor && `Color: ${order.selectedColor}`,
    order.selectedSize && `Size: ${order.selectedSize}`,
  ].filter(Boolean);
  await queueEmail(
    db,
    renderEmail({
      to: order.email,
      subject: `Your GhanaMart order ${reference} is confirmed`,
      paragraphs: [
        `Thank you, ${order.fullName}! We have received your payment of ${formatCedis(order.totalAmount)} and confirmed your order ${reference}.`,
        `${order.quantity} × ${order.productName} at ${formatCedis(order.productPrice)} = ${formatCedis(order.totalAmount)}`,
        ...(choice.length > 0 ? [choice.join(', ')] : []),
        `Deliver to: ${order.fullName}, ${order.phone}`,
        `Address: ${order.address}, ${order.city}`,
        ...(order.notes ? [`Notes: ${order.notes}`] : []),
        "What's next: we process your order with the supplier, then ship it and send you the tracking details. Shipping within Ghana is free.",
      ],
      action: { label: 'View your order', url: orderPageUrl(publicUrl, orderLinkSecret, reference) },
    }),
  );
}
