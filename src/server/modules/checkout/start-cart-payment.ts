import { and, eq, isNull } from 'drizzle-orm';
import {
  CHECKOUT_ERRORS,
  type DropshippingPaymentMethod,
  type PaymentStarted,
} from '../../../shared/checkout/checkout-messages';
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

export interface StartCartPaymentOptions {
  reference: string;
  /** The signed-in shopper, or null. */
  userId: string | null;
  /** Whether the request carries the order's e-mail link token (ADR 037). */
  hasLinkToken: boolean;
  /** Another online method the shopper chose for this attempt; the order's own otherwise. */
  paymentMethod?: DropshippingPaymentMethod;
  publicUrl: string;
  /** Signs the order page's link that the shopper returns to. */
  orderLinkSecret: string;
}

/**
 * One payment attempt on a cart checkout that awaits its online payment (ADR 040), by its owner or
 * the holder of its e-mail link: the amount is the stored checkout's total (lines + delivery fee)
 * in pesewas, the attempt saved before the provider is asked, as for drop-shipping (ADR 010). The
 * shopper comes back to the order page.
 */
export async function startCartPayment(
  db: Db,
  provider: PaymentProvider,
  options: StartCartPaymentOptions,
): Promise<PaymentStarted> {
  const [found] = await db.select().from(cartCheckouts).where(eq(cartCheckouts.reference, options.reference));
  const checkout = found && (options.hasLinkToken || found.userId === options.userId) ? found : undefined;
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

  const paymentMethod = options.paymentMethod ?? checkout.paymentMethod;
  const reference = createCartPaymentReference();
  const amountPesewas = toPesewas(checkout.totalAmount);
  await db.transaction(async (tx) => {
    // Only an unpaid checkout takes another method (a payment may have settled since it was read).
    const updated = await tx
      .update(cartCheckouts)
      .set({ paymentMethod })
      .where(and(eq(cartCheckouts.id, checkout.id), isNull(cartCheckouts.paidAt)))
      .returning({ id: cartCheckouts.id });
    if (updated.length === 0) throw new AppError(409, 'ALREADY_PAID', CHECKOUT_ERRORS.alreadyPaid);
    await tx.update(orders).set({ paymentMethod }).where(eq(orders.checkoutReference, checkout.reference));
    await tx.insert(paymentAttempts).values({
      reference,
      cartCheckoutId: checkout.id,
      provider: provider.name,
      amountPesewas,
      currency: 'GHS',
    });
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
    channels: PAYMENT_CHANNELS[paymentMethod as DropshippingPaymentMethod],
    callbackUrl,
    metadata: { order_reference: checkout.reference, cancel_action: cancelAction.toString() },
  });
}
