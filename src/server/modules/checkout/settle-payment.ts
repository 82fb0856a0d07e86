import { eq } from 'drizzle-orm';
import { toPesewas } from '../../../shared/money';
import type { ProviderTransaction } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { cartCheckouts, dropshippingOrders, paymentAttempts } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { markOrderPaid } from './mark-order-paid';
import { markRefundDue } from './mark-refund-due';
import { type PaymentConfirmationDeps, sendPaymentConfirmation } from './send-payment-confirmation';
import { type CartCheckoutRow, matchesCheckout, settleCartPayment } from './settle-cart-payment';
import type { DropshippingOrderRow } from './to-dropshipping-order';

export interface SettleDeps extends PaymentConfirmationDeps {
  db: Db;
  log: Logger;
}

export type Settlement =
  | { outcome: 'paid'; order: DropshippingOrderRow }
  | { outcome: 'not_paid'; order: DropshippingOrderRow }
  | { outcome: 'cart_paid' | 'cart_not_paid'; checkout: CartCheckoutRow }
  | { outcome: 'unknown' };

// What a provider says of a payment that will not complete any more (Paystack's words).
const FINAL_FAILURES = new Set(['failed', 'abandoned', 'reversed']);

/**
 * Applies what the provider reports about one attempt (from verification or from a signed
 * webhook): a success whose amount in pesewas and currency match the stored order pays it; anything
 * else is recorded on the attempt and leaves the order pending, so the shopper can try again. An
 * attempt of a cart checkout (ADR 040) goes the same way to settleCartPayment.
 */
export async function settlePayment(deps: SettleDeps, report: ProviderTransaction): Promise<Settlement> {
  const { db, log } = deps;
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.reference, report.reference));
  if (!attempt) return { outcome: 'unknown' };
  const recordOnAttempt = (values: Partial<typeof paymentAttempts.$inferInsert>) =>
    db.update(paymentAttempts).set(values).where(eq(paymentAttempts.id, attempt.id));
  const recordFailure = () => {
    const final = FINAL_FAILURES.has(report.status) && attempt.status === 'pending';
    return recordOnAttempt({ providerStatus: report.status, ...(final && { status: 'failed' }) });
  };

  if (attempt.cartCheckoutId !== null) {
    const [checkout] = await db
      .select()
      .from(cartCheckouts)
      .where(eq(cartCheckouts.id, attempt.cartCheckoutId));
    const settledCart = (row: CartCheckoutRow): Settlement => ({
      outcome: row.paidAt !== null ? 'cart_paid' : 'cart_not_paid',
      checkout: row,
    });
    if (report.status !== 'success') {
      await recordFailure();
      return settledCart(checkout!);
    }
    if (!matchesCheckout(checkout!, attempt, report)) {
      const failureMessage = `Paid ${report.amountPesewas} ${report.currency}; the order is ${toPesewas(checkout!.totalAmount)} GHS`;
      log.warn(
        { reference: report.reference, orderReference: checkout!.reference, failureMessage },
        'payment does not match its order',
      );
      await recordOnAttempt({ providerStatus: 'success', status: 'failed', failureMessage });
      return settledCart(checkout!);
    }
    return settledCart(await settleCartPayment(deps, attempt, report));
  }

  const [order] = await db
    .select()
    .from(dropshippingOrders)
    .where(eq(dropshippingOrders.id, attempt.orderId!));
  if (!order) return { outcome: 'unknown' };
  const settled = (row: DropshippingOrderRow): Settlement => ({
    // Paid once is paid, whatever the order's status became since (shipped, refunded...).
    outcome: row.paidAt !== null ? 'paid' : 'not_paid',
    order: row,
  });

  if (report.status !== 'success') {
    await recordFailure();
    return settled(order);
  }

  const expected = toPesewas(order.totalAmount);
  if (
    report.amountPesewas !== expected ||
    report.amountPesewas !== attempt.amountPesewas ||
    report.currency !== 'GHS'
  ) {
    const failureMessage = `Paid ${report.amountPesewas} ${report.currency}; the order is ${expected} GHS`;
    log.warn(
      { reference: report.reference, orderId: order.id, failureMessage },
      'payment does not match its order',
    );
    await recordOnAttempt({ providerStatus: 'success', status: 'failed', failureMessage });
    return settled(order);
  }

  const paid = await db.transaction(async (tx) => {
    const paid = await markOrderPaid(tx, { orderId: order.id, reference: report.reference });
    if (paid) await sendPaymentConfirmation(tx, deps, paid);
    return paid;
  });
  if (paid) return settled(paid);

  const [current] = await db.select().from(dropshippingOrders).where(eq(dropshippingOrders.id, order.id));
  const paidByThis = current!.paidAt !== null && current!.paymentReference === report.reference;
  if (current!.status !== 'pending' && !paidByThis) {
    // The money arrived but paid nothing: two attempts both succeeded (the shopper paid twice), or
    // the order was cancelled first. The shopper is owed it back: the admin's orders view lists it.
    const failureMessage = current!.paidAt
      ? `Succeeded after the order was paid by ${current!.paymentReference}: refund due`
      : `Succeeded after the order was ${current!.status}: refund due`;
    log.error({ reference: report.reference, orderId: order.id }, failureMessage);
    await markRefundDue(db, attempt.id, failureMessage);
  }
  return settled(current!);
}
