import { formatCedis } from '../../../shared/money';
import type { Mailer } from '../../adapters/mail/mailer';
import { renderEmail } from '../../adapters/mail/render-email';
import type { Logger } from '../../lib/logger';
import { isSubstituteEmail } from './substitute-email';
import type { DropshippingOrderRow } from './to-dropshipping-order';

export interface PaymentConfirmationDeps {
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  mailDomain: string;
}

/**
 * The order confirmation e-mail, sent once, by whoever made the paid transition. A mailer failure
 * is logged: the payment stands. Orders placed without an e-mail (a substitute address at the
 * shop's own domain) get none.
 */
export async function sendPaymentConfirmation(
  deps: PaymentConfirmationDeps,
  order: DropshippingOrderRow,
): Promise<void> {
  const { mailer, log, publicUrl, mailDomain } = deps;
  if (isSubstituteEmail(order.email, mailDomain)) return;
  const reference = order.paymentReference ?? '';
  const choice = [
    order.selectedColor && `Color: ${order.selectedColor}`,
    order.selectedSize && `Size: ${order.selectedSize}`,
  ].filter(Boolean);
  const pageUrl = new URL('/payment-success', publicUrl);
  pageUrl.searchParams.set('reference', reference);
  pageUrl.searchParams.set('trxref', reference);
  try {
    await mailer.send(
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
        action: { label: 'View your order', url: pageUrl.toString() },
      }),
    );
  } catch (error) {
    log.error({ err: error, reference }, 'could not send the payment confirmation');
  }
}
