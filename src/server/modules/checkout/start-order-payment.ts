import { eq, inArray, or } from 'drizzle-orm';
import { CHECKOUT_ERRORS, type PaymentStarted } from '../../../shared/checkout/checkout-messages';
import type { StartOrderPaymentInput } from '../../../shared/checkout/checkout-order';
import { ORDER_PAGE_MESSAGES, orderKindOfReference } from '../../../shared/orders/order-page';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { dropshippingOrders, paymentAttempts } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { startCartPayment } from './start-cart-payment';
import { startDropshippingPayment } from './start-payment';

export interface StartOrderPaymentOptions {
  /** The order's reference: ORD-… (a cart checkout) or any DSP-… payment reference of the order. */
  reference: string;
  /** The signed-in shopper, or null. */
  userId: string | null;
  /** Whether the request carries the order's e-mail link token (ADR 037). */
  hasLinkToken: boolean;
  input: StartOrderPaymentInput;
  publicUrl: string;
  /** Signs the order page's link that a cart order's shopper returns to. */
  orderLinkSecret: string;
}

/**
 * "Pay now" on an unpaid order, the one way to pay an order again (its page, "My orders", the
 * e-mail and SMS, the page after a declined payment): a new attempt, with the order's method or
 * another online one. A cart order is paid by its owner or the holder of its e-mail link, who come
 * back to its page; a drop-shipping order by whoever holds one of its payment references (an
 * unguessable secret that already shows the order on /payment-success), who come back there.
 */
export async function startOrderPayment(
  db: Db,
  provider: PaymentProvider,
  options: StartOrderPaymentOptions,
): Promise<PaymentStarted> {
  const { reference, userId, hasLinkToken, input, publicUrl, orderLinkSecret } = options;
  const kind = orderKindOfReference(reference);
  if (kind === 'deal') {
    if (userId === null && !hasLinkToken) {
      throw new AppError(401, 'UNAUTHORIZED', 'Please sign in to pay this order.');
    }
    return startCartPayment(db, provider, {
      reference,
      userId,
      hasLinkToken,
      paymentMethod: input.paymentMethod,
      publicUrl,
      orderLinkSecret,
    });
  }
  if (kind !== 'dropshipping') throw notFound(ORDER_PAGE_MESSAGES.notFound);
  const attempt = db
    .select({ orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.reference, reference));
  const [order] = await db
    .select()
    .from(dropshippingOrders)
    .where(
      or(
        eq(dropshippingOrders.reference, reference),
        eq(dropshippingOrders.paymentReference, reference),
        inArray(dropshippingOrders.id, attempt),
      ),
    )
    .limit(1);
  if (!order) throw notFound(CHECKOUT_ERRORS.orderNotFound);
  return startDropshippingPayment(db, provider, {
    order,
    callbackUrl: `${publicUrl}/payment-success`,
    paymentMethod: input.paymentMethod,
  });
}
