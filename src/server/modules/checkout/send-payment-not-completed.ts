import { formatCedis } from '../../../shared/money';
import { queueEmail } from '../../adapters/mail/queue-email';
import { renderEmail } from '../../adapters/mail/render-email';
import { queueSms } from '../../adapters/sms/queue-sms';
import { smsCedis } from '../../adapters/sms/sms-text';
import type { Db } from '../../db/client';
import { orderPageUrl } from '../../lib/order-link';
import { isSubstituteEmail } from '../../lib/substitute-email';
import type { PaymentConfirmationDeps } from './send-payment-confirmation';

export interface UnpaidOrder {
  /** The reference the shopper knows (ORD-…, or the drop-shipping order's current DSP-…). */
  reference: string;
  customerName: string;
  email: string;
  phone: string;
  total: string;
}

/**
 * A payment that did not go through (declined, cancelled, abandoned at the provider): the shopper
 * is told once per attempt, with the order's page, where "Pay now" starts another attempt. Queued
 * in the transaction that records the failure.
 */
export async function sendPaymentNotCompleted(
  db: Db,
  deps: PaymentConfirmationDeps,
  order: UnpaidOrder,
): Promise<void> {
  const url = orderPageUrl(deps.publicUrl, deps.orderLinkSecret, order.reference);
  await queueSms(db, {
    to: order.phone,
    text: `GhanaMart: your payment of ${smsCedis(order.total)} for order ${order.reference} did not go through. Pay now: ${url}`,
  });
  if (isSubstituteEmail(order.email, deps.mailDomain)) return;
  await queueEmail(
    db,
    renderEmail({
      to: order.email,
      subject: `Your GhanaMart order ${order.reference} is not paid yet`,
      paragraphs: [
        `Hello ${order.customerName}, your payment of ${formatCedis(order.total)} for order ${order.reference} did not go through, so the order is waiting for its payment.`,
        'You can pay it now, with the same method or another one.',
      ],
      action: { label: 'Pay now', url },
    }),
  );
}
