import { and, asc, desc, eq } from 'drizzle-orm';
import { toPesewas } from '../../../shared/money';
import type { ProviderTransaction } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { cartCheckouts, dropshippingOrders, orders, paymentAttempts, requestQuotes } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { markOrderPaid } from './mark-order-paid';
import { markRefundDue } from './mark-refund-due';
import { type PaymentConfirmationDeps, sendPaymentConfirmation } from './send-payment-confirmation';
import { sendPaymentNotCompleted, type UnpaidOrder } from './send-payment-not-completed';
import { type CartCheckoutRow, matchesCheckout, settleCartPayment } from './settle-cart-payment';
import { matchesQuote, type QuoteRow, settleQuotePayment } from './settle-quote-payment';
import type { DropshippingOrderRow } from './to-dropshipping-order';

export interface SettleDeps extends PaymentConfirmationDeps {
  db: Db;
  log: Logger;
}

export type Settlement =
  | { outcome: 'paid'; order: DropshippingOrderRow }
  | { outcome: 'not_paid'; order: DropshippingOrderRow }
  | { outcome: 'cart_paid' | 'cart_not_paid'; checkout: CartCheckoutRow }
  | { outcome: 'quote_paid' | 'quote_not_paid'; quote: QuoteRow }
  | { outcome: 'unknown' };

// What a provider says of a payment that will not complete any more (Paystack's words).
const FINAL_FAILURES = new Set(['failed', 'abandoned', 'reversed']);

/**
 * Applies what the provider reports about one attempt (from verification or from a signed
 * webhook): a success whose amount in pesewas and currency match the stored order pays it; anything
 * else is recorded on the attempt and leaves the order pending, so the shopper can try again. An
 * attempt of a cart checkout (ADR 040) goes the same way to settleCartPayment, a quote's to
 * settleQuotePayment.
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
  /**
   * Records a report that did not pay; a final one fails the attempt, once (a conditional UPDATE),
   * and when it was the order's latest attempt the shopper is told, with "Pay now", in the same
   * transaction.
   */
  const recordFailure = async (unpaid: (tx: Db) => Promise<UnpaidOrder | null>) => {
    if (!FINAL_FAILURES.has(report.status) || attempt.status !== 'pending') {
      await recordOnAttempt({ providerStatus: report.status });
      return;
    }
    await db.transaction(async (tx) => {
      const failed = await tx
        .update(paymentAttempts)
        .set({ providerStatus: report.status, status: 'failed' })
        .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'pending')))
        .returning({ id: paymentAttempts.id });
      // Read in the transaction: PGlite has one connection, which the transaction holds.
      const order = failed.length > 0 ? await unpaid(tx) : null;
      if (order) await sendPaymentNotCompleted(tx, deps, order);
    });
  };

  if (attempt.quoteId !== null) {
    const [quote] = await db.select().from(requestQuotes).where(eq(requestQuotes.id, attempt.quoteId));
    const settledQuote = (row: QuoteRow): Settlement => ({
      outcome: row.paymentReference !== null && row.paidAt !== null ? 'quote_paid' : 'quote_not_paid',
      quote: row,
    });
    if (report.status !== 'success') {
      // The quote page says the payment did not go through; nobody else is told.
      await recordFailure(async () => null);
      return settledQuote(quote!);
    }
    if (!matchesQuote(quote!, attempt, report)) {
      const failureMessage = `Paid ${report.amountPesewas} ${report.currency}; the quote is ${quote!.totalPesewas} ${quote!.currency}`;
      log.warn(
        { reference: report.reference, requestReference: quote!.requestReference, failureMessage },
        'payment does not match its quote',
      );
      await recordOnAttempt({ providerStatus: 'success', status: 'failed', failureMessage });
      return settledQuote(quote!);
    }
    return settledQuote(await settleQuotePayment(deps, attempt, report));
  }

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
      await recordFailure((tx) => unpaidCheckout(tx, checkout!, attempt.reference));
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
    await recordFailure(async () =>
      order.paidAt === null && order.paymentReference === attempt.reference
        ? {
            reference: order.reference ?? attempt.reference,
            customerName: order.fullName,
            email: order.email,
            phone: order.phone,
            total: order.totalAmount,
          }
        : null,
    );
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

/** A cart checkout still waiting for this, its latest, attempt: who to tell that it did not pay. */
async function unpaidCheckout(
  db: Db,
  checkout: CartCheckoutRow,
  reference: string,
): Promise<UnpaidOrder | null> {
  const [latest] = await db
    .select({ reference: paymentAttempts.reference })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.cartCheckoutId, checkout.id))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  const [line] = await db
    .select()
    .from(orders)
    .where(eq(orders.checkoutReference, checkout.reference))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(1);
  if (checkout.paidAt !== null || latest?.reference !== reference || line?.status !== 'awaiting_payment') {
    return null;
  }
  return {
    reference: checkout.reference,
    customerName: line.deliveryName,
    email: checkout.email,
    phone: line.deliveryPhone,
    total: checkout.totalAmount,
  };
}
