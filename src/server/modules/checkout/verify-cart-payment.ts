import { eq } from 'drizzle-orm';
import { CHECKOUT_ERRORS } from '../../../shared/checkout/checkout-messages';
import type { CartPaymentVerified } from '../../../shared/orders/order';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { cartCheckouts, paymentAttempts } from '../../db/schema';
import { notFound } from '../../errors';
import { settleFromProvider } from './settle-from-provider';
import type { SettleDeps } from './settle-payment';

const REFERENCE_PATTERN = /^PAY-[A-Z0-9-]{19}$/;

/**
 * The shopper is back on the order page from the provider with a cart payment's reference (ADR
 * 040): an attempt not settled yet is asked about and settled through the same path as the webhook.
 * The answer names only the order and whether it is paid; the order page itself needs its owner.
 */
export async function verifyCartPayment(
  deps: SettleDeps & { provider: PaymentProvider },
  reference: string,
): Promise<CartPaymentVerified> {
  const { db } = deps;
  const find = async () => {
    const [found] = REFERENCE_PATTERN.test(reference)
      ? await db
          .select({ checkout: cartCheckouts, attemptStatus: paymentAttempts.status })
          .from(paymentAttempts)
          .innerJoin(cartCheckouts, eq(cartCheckouts.id, paymentAttempts.cartCheckoutId))
          .where(eq(paymentAttempts.reference, reference))
      : [];
    if (!found) throw notFound(CHECKOUT_ERRORS.orderNotFound);
    return found;
  };
  let found = await find();
  if (found.checkout.paidAt === null || found.attemptStatus === 'pending') {
    if (await settleFromProvider(deps, reference)) found = await find();
  }
  return { orderReference: found.checkout.reference, paid: found.checkout.paidAt !== null };
}
