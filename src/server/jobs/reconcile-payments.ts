import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderTransaction,
} from '../adapters/payments/payment-provider';
import { cartCheckouts, dropshippingOrders, orders, paymentAttempts } from '../db/schema';
import { type SettleDeps, settlePayment } from '../modules/checkout/settle-payment';
import { recordStatusChange } from '../modules/orders/order-history';

/** A payment attempt is asked about once the shopper has had this long to finish it. */
export const VERIFY_AFTER_MS = 15 * 60 * 1000;
/** An order (or an attempt) unpaid this long after the last attempt is given up. */
export const ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;

export interface ReconcileReport {
  checked: number;
  paid: number;
  unreachable: number;
  abandoned: number;
}

/**
 * The reconcile-payments job: each payment attempt still pending 15 minutes after it started is
 * verified with the provider and settled through the same idempotent transition as the return page
 * and the webhook (a paid order is paid once, its confirmation queued once). An attempt the provider
 * still calls open after 24 hours is failed; an order with no attempt in 24 hours is abandoned (the
 * shopper can still pay it).
 */
export async function reconcilePayments(
  deps: SettleDeps & { provider: PaymentProvider },
  options: { now: Date; batchSize?: number },
): Promise<ReconcileReport> {
  const { db, provider, log } = deps;
  const { now, batchSize = 100 } = options;
  const verifyBefore = new Date(now.getTime() - VERIFY_AFTER_MS);
  const giveUpBefore = new Date(now.getTime() - ABANDON_AFTER_MS);
  const report: ReconcileReport = { checked: 0, paid: 0, unreachable: 0, abandoned: 0 };

  // Keyset paging: each attempt is looked at once per run, whatever settling does to it.
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const batch = await db
      .select({
        id: paymentAttempts.id,
        reference: paymentAttempts.reference,
        createdAt: paymentAttempts.createdAt,
      })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.status, 'pending'),
          eq(paymentAttempts.provider, provider.name),
          lte(paymentAttempts.createdAt, verifyBefore),
          after &&
            or(
              gt(paymentAttempts.createdAt, after.createdAt),
              and(eq(paymentAttempts.createdAt, after.createdAt), gt(paymentAttempts.id, after.id)),
            ),
        ),
      )
      .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id))
      .limit(batchSize);
    for (const attempt of batch) {
      report.checked += 1;
      let transaction: ProviderTransaction | null;
      try {
        transaction = await provider.verify(attempt.reference);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // Asked again on the next run.
        report.unreachable += 1;
        log.warn({ err: error, reference: attempt.reference }, 'reconciler could not reach the provider');
        continue;
      }
      if (transaction) {
        const settlement = await settlePayment(deps, { ...transaction, reference: attempt.reference });
        const paidBy =
          settlement.outcome === 'paid'
            ? settlement.order.paymentReference
            : settlement.outcome === 'cart_paid'
              ? settlement.checkout.paymentReference
              : settlement.outcome === 'quote_paid'
                ? settlement.quote.paymentReference
                : null;
        if (paidBy === attempt.reference) report.paid += 1;
      }
      if (attempt.createdAt <= giveUpBefore) {
        await db
          .update(paymentAttempts)
          .set({ status: 'failed', failureMessage: 'Not paid within 24 hours' })
          .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'pending')));
      }
    }
    if (batch.length < batchSize) break;
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }

  report.abandoned =
    (await abandonUnpaidOrders(deps.db, giveUpBefore)) +
    (await cancelUnpaidCartOrders(deps.db, giveUpBefore));
  return report;
}

/** Pending orders with no payment attempt since `before` (and made before it) become abandoned. */
async function abandonUnpaidOrders(db: SettleDeps['db'], before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const recentAttempt = tx
      .select({ one: sql`1` })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, dropshippingOrders.id), gt(paymentAttempts.createdAt, before)));
    const rows = await tx
      .update(dropshippingOrders)
      .set({ status: 'abandoned' })
      .where(
        and(
          inArray(dropshippingOrders.status, ['pending']),
          sql`${dropshippingOrders.paidAt} IS NULL`,
          lte(dropshippingOrders.createdAt, before),
          sql`NOT EXISTS (${recentAttempt})`,
        ),
      )
      .returning({ id: dropshippingOrders.id });
    for (const row of rows) {
      await recordStatusChange(tx, {
        kind: 'dropshipping',
        orderId: row.id,
        from: 'pending',
        to: 'abandoned',
        admin: null,
        note: 'No payment within 24 hours',
      });
    }
    return rows.length;
  });
}

/**
 * Cart orders still awaiting their online payment, with no attempt since `before` (and placed
 * before it), are cancelled (ADR 040): the goods go back on sale. A payment that arrives later is
 * marked refund due by the settle path.
 */
async function cancelUnpaidCartOrders(db: SettleDeps['db'], before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const recentAttempt = tx
      .select({ one: sql`1` })
      .from(paymentAttempts)
      .innerJoin(cartCheckouts, eq(cartCheckouts.id, paymentAttempts.cartCheckoutId))
      .where(
        and(eq(cartCheckouts.reference, orders.checkoutReference), gt(paymentAttempts.createdAt, before)),
      );
    const rows = await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(orders.status, 'awaiting_payment'),
          lte(orders.createdAt, before),
          sql`NOT EXISTS (${recentAttempt})`,
        ),
      )
      .returning({ id: orders.id, reference: orders.checkoutReference });
    for (const row of rows) {
      await recordStatusChange(tx, {
        kind: 'deal',
        orderId: row.id,
        from: 'awaiting_payment',
        to: 'cancelled',
        admin: null,
        note: 'No payment within 24 hours',
      });
    }
    return new Set(rows.map((row) => row.reference)).size;
  });
}
