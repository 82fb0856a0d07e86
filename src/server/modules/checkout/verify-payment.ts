import { eq } from 'drizzle-orm';
import { CHECKOUT_ERRORS, type VerifiedPayment } from '../../../shared/checkout/checkout-messages';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { dropshippingOrders, dropshippingProducts, paymentAttempts } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { PAYABLE_ORDER_STATUSES } from './mark-order-paid';
import { settleFromProvider } from './settle-from-provider';
import type { SettleDeps } from './settle-payment';
import { type DropshippingOrderRow, toVerifiedPayment } from './to-dropshipping-order';

// Paystack's rule for references; anything else cannot be one of ours.
const REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;

/**
 * /payment-success (docs/product/cart-and-checkout.md, "Payment confirmation"): the shopper is back from the provider
 * with a reference. A pending order is checked with the provider and paid when the payment
 * succeeded for the right amount; a paid order is shown again (no second e-mail). The reference of
 * any attempt of the order works, so a late success on an older attempt still counts.
 */
export async function verifyPayment(
  deps: SettleDeps & { provider: PaymentProvider },
  reference: string,
): Promise<VerifiedPayment> {
  const { db } = deps;
  const [found] = REFERENCE_PATTERN.test(reference)
    ? await db
        .select({ order: dropshippingOrders, attemptStatus: paymentAttempts.status })
        .from(paymentAttempts)
        .innerJoin(dropshippingOrders, eq(dropshippingOrders.id, paymentAttempts.orderId))
        .where(eq(paymentAttempts.reference, reference))
    : [];
  if (!found) throw notFound(CHECKOUT_ERRORS.orderNotFound);
  let order = found.order;

  // An attempt not settled yet is asked about even when the order is no longer pending: a second
  // success then comes to light (a double payment, refund due).
  if (PAYABLE_ORDER_STATUSES.includes(order.status) || found.attemptStatus === 'pending') {
    const settlement = await settleFromProvider(deps, reference);
    if (settlement && 'order' in settlement) order = settlement.order;
  }
  if (order.paidAt === null) {
    throw new AppError(402, 'PAYMENT_FAILED', CHECKOUT_ERRORS.verificationFailed);
  }
  return toVerifiedPayment(order, await findProduct(deps.db, order));
}

async function findProduct(db: SettleDeps['db'], order: DropshippingOrderRow) {
  const [product] = await db
    .select()
    .from(dropshippingProducts)
    .where(eq(dropshippingProducts.id, order.productId));
  return product;
}
