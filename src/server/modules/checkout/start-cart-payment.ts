import { and, eq } from 'drizzle-orm';
import { CHECKOUT_ERRORS, type PaymentStarted } from '../../../shared/checkout/checkout-messages';
import { toPesewas } from '../../../shared/money';
import { DEAL_ORDER_PAYMENT_METHOD } from '../../../shared/orders/order';
import { ORDER_PAGE_MESSAGES } from '../../../shared/orders/order-page';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { cartCheckouts, orders, paymentAttempts } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { orderPageUrl } from '../../lib/order-link';
import { randomCode } from '../../lib/reference';
import { openPaymentPage, PAYMENT_CHANNELS } from './open-payment-page';

/** `PAY-7K3Q-9M4H-XN2P-QR8T`: a cart checkout's payment attempt, as unguessable as a DSP- one. */
export function createCartPaymentReference(): string {
  return `PAY-${randomCode(16).match(/.{4}/g)!.join('-')}`;
}

/**
 * One payment attempt on the owner's cart checkout that awaits its online payment (ADR 040): the
 * amount is the stored checkout's total (lines + delivery fee) in pesewas, the attempt saved before
 * the provider is asked, as for drop-shipping (ADR 010). The shopper comes back to the order page.
 */
export async function startCartPayment(
  db: Db,
  provider: PaymentProvider,
  options: { reference: string; userId: string; publicUrl: string; orderLinkSecret: string },
): Promise<PaymentStarted> {
  const [checkout] = await db
    .select()
    .from(cartCheckouts)
    .where(and(eq(cartCheckouts.reference, options.reference), eq(cartCheckouts.userId, options.userId)));
  if (!checkout) throw notFound(ORDER_PAGE_MESSAGES.notFound);
  if (checkout.paidAt !== null) throw new AppError(409, 'ALREADY_PAID', CHECKOUT_ERRORS.alreadyPaid);
  const lines = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.checkoutReference, checkout.reference));
  if (
    checkout.paymentMethod === DEAL_ORDER_PAYMENT_METHOD ||
    !lines.every((line) => line.status === 'awaiting_payment')
  ) {
    throw new AppError(409, 'NOT_PAYABLE', CHECKOUT_ERRORS.notPayable);
  }

  const reference = createCartPaymentReference();
  const amountPesewas = toPesewas(checkout.totalAmount);
  await db.insert(paymentAttempts).values({
    reference,
    cartCheckoutId: checkout.id,
    provider: provider.name,
    amountPesewas,
    currency: 'GHS',
  });
  // The order page with its e-mail link's token: a shopper who comes back signed out (another
  // browser, a lost session) still sees the order and whether it is paid.
  const callbackUrl = orderPageUrl(options.publicUrl, options.orderLinkSecret, checkout.reference);
  const cancelAction = new URL(callbackUrl);
  cancelAction.searchParams.set('reference', reference);
  cancelAction.searchParams.set('trxref', reference);
  return openPaymentPage(db, provider, {
    reference,
    amountPesewas,
    email: checkout.email,
    channels: PAYMENT_CHANNELS[checkout.paymentMethod],
    callbackUrl,
    metadata: { order_reference: checkout.reference, cancel_action: cancelAction.toString() },
  });
}
