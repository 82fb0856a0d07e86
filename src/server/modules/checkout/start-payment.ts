import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CHECKOUT_ERRORS,
  type DropshippingPaymentMethod,
  type PaymentStarted,
} from '../../../shared/checkout/checkout-messages';
import { toPesewas } from '../../../shared/money';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { dropshippingOrders, paymentAttempts } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { randomCode } from '../../lib/reference';
import { isUuid } from '../../lib/uuid';
import { recordStatusChange } from '../orders/order-history';
import { PAYABLE_ORDER_STATUSES } from './mark-order-paid';
import { openPaymentPage, PAYMENT_CHANNELS } from './open-payment-page';
import { hashResumeToken } from './resume-token';
import type { DropshippingOrderRow } from './to-dropshipping-order';

export interface StartPaymentOptions {
  orderId: string;
  resumeToken: string;
  /** The shop's /payment-success page. */
  callbackUrl: string;
}

/**
 * `DSP-7K3Q-9M4H-XN2P-QR8T`: 16 characters (about 79 bits) from the unambiguous alphabet. Holding a
 * reference shows its order (the payment confirmation page), so it must not be guessable.
 */
export function createPaymentReference(): string {
  return `DSP-${randomCode(16).match(/.{4}/g)!.join('-')}`;
}

/** The first payment of the order this browser just saved (it holds the order's resume token). */
export async function startPayment(
  db: Db,
  provider: PaymentProvider,
  options: StartPaymentOptions,
): Promise<PaymentStarted> {
  const order = await findOrderForToken(db, options.orderId, options.resumeToken);
  return startDropshippingPayment(db, provider, { order, callbackUrl: options.callbackUrl });
}

/**
 * One payment attempt on an unpaid drop-shipping order: a new reference of ours, saved (and made the
 * order's current one) before the provider is asked, so a webhook or a return from the provider
 * always finds its order. A declined or abandoned payment is retried by starting another attempt,
 * with the same method or another one the shopper chose.
 */
export async function startDropshippingPayment(
  db: Db,
  provider: PaymentProvider,
  options: { order: DropshippingOrderRow; callbackUrl: string; paymentMethod?: DropshippingPaymentMethod },
): Promise<PaymentStarted> {
  const { order, callbackUrl } = options;
  if (order.paidAt !== null) throw new AppError(409, 'ALREADY_PAID', CHECKOUT_ERRORS.alreadyPaid);
  if (!PAYABLE_ORDER_STATUSES.includes(order.status)) {
    throw new AppError(409, 'NOT_PAYABLE', CHECKOUT_ERRORS.notPayable);
  }
  const paymentMethod = options.paymentMethod ?? order.paymentMethod;

  const amountPesewas = toPesewas(order.totalAmount);
  const reference = await db.transaction(async (tx) => {
    // Locked: of two attempts started at once, the second sees the first's.
    const [locked] = await tx
      .select({ reference: dropshippingOrders.reference })
      .from(dropshippingOrders)
      .where(eq(dropshippingOrders.id, order.id))
      .for('update');
    const [used] = locked?.reference
      ? await tx
          .select({ id: paymentAttempts.id })
          .from(paymentAttempts)
          .where(eq(paymentAttempts.reference, locked.reference))
      : [];
    // The first attempt pays under the order's own reference; each retry has a new one (a provider
    // refuses a reused reference).
    const reference = locked?.reference && !used ? locked.reference : createPaymentReference();
    // An abandoned order the shopper comes back to pay is pending again.
    const updated = await tx
      .update(dropshippingOrders)
      .set({
        reference: sql`COALESCE(${dropshippingOrders.reference}, ${reference})`,
        paymentReference: reference,
        status: 'pending',
        paymentMethod,
      })
      .where(
        and(eq(dropshippingOrders.id, order.id), inArray(dropshippingOrders.status, PAYABLE_ORDER_STATUSES)),
      )
      .returning({ id: dropshippingOrders.id });
    // Paid (or otherwise settled) since it was read.
    if (updated.length === 0) throw new AppError(409, 'ALREADY_PAID', CHECKOUT_ERRORS.alreadyPaid);
    if (order.status !== 'pending') {
      await recordStatusChange(tx, {
        kind: 'dropshipping',
        orderId: order.id,
        from: order.status,
        to: 'pending',
        admin: null,
      });
    }
    await tx.insert(paymentAttempts).values({
      reference,
      orderId: order.id,
      provider: provider.name,
      amountPesewas,
      currency: 'GHS',
    });
    return reference;
  });

  return openPaymentPage(db, provider, {
    reference,
    amountPesewas,
    email: order.email,
    channels: PAYMENT_CHANNELS[paymentMethod],
    callbackUrl,
    metadata: {
      order_id: order.id,
      product_name: order.productName,
      customer_name: order.fullName,
      // Paystack sends a shopper who cancels on its page here; verification then fails.
      cancel_action: `${callbackUrl}?reference=${reference}&trxref=${reference}`,
    },
  });
}

/** The order, only for the browser holding its resume token; anything else is "Order not found". */
async function findOrderForToken(db: Db, orderId: string, token: string): Promise<DropshippingOrderRow> {
  const [order] = isUuid(orderId)
    ? await db.select().from(dropshippingOrders).where(eq(dropshippingOrders.id, orderId))
    : [];
  const expected = Buffer.from(order?.resumeTokenHash ?? '0'.repeat(64), 'hex');
  const given = Buffer.from(hashResumeToken(token), 'hex');
  const matches = crypto.timingSafeEqual(expected, given);
  if (!order?.resumeTokenHash || !matches) throw notFound(CHECKOUT_ERRORS.orderNotFound);
  return order;
}
