import { and, asc, eq, lte } from 'drizzle-orm';
import { type PaymentProvider, PaymentProviderError } from '../adapters/payments/payment-provider';
import type { Db } from '../db/client';
import { vendorPayouts } from '../db/schema';
import type { Logger } from '../lib/logger';
import { settleTransfer } from '../modules/payouts/settle-transfer';

/** A payout is asked about once its webhook has had this long to come. */
export const VERIFY_PAYOUT_AFTER_MS = 30 * 60 * 1000;

/** The provider's words for a transfer that has ended, and the webhook event each stands for. */
const ENDED = {
  success: 'transfer.success',
  failed: 'transfer.failed',
  reversed: 'transfer.reversed',
} as const;

export interface PayoutReconcileReport {
  checked: number;
  settled: number;
  unreachable: number;
}

/**
 * The reconcile-payouts job (docs/decisions/068): each payout still pending half an hour after it
 * started is asked about (`GET /transfer/verify/:reference`); one the provider says has ended is
 * settled through the same operation as its webhook (a repeated outcome changes nothing), and a
 * transfer the provider made whose answer was lost gets its transfer code. A payout the provider
 * never received stays pending and held for the admin to send again: this job never sends money.
 */
export async function reconcilePayouts(
  deps: { db: Db; provider: PaymentProvider; log: Logger; publicUrl: string },
  options: { now: Date; batchSize?: number },
): Promise<PayoutReconcileReport> {
  const { db, provider, log } = deps;
  const report: PayoutReconcileReport = { checked: 0, settled: 0, unreachable: 0 };
  const pending = await db
    .select()
    .from(vendorPayouts)
    .where(
      and(
        eq(vendorPayouts.status, 'pending'),
        lte(vendorPayouts.createdAt, new Date(options.now.getTime() - VERIFY_PAYOUT_AFTER_MS)),
      ),
    )
    .orderBy(asc(vendorPayouts.createdAt))
    .limit(options.batchSize ?? 100);
  for (const payout of pending) {
    report.checked += 1;
    let transfer: Awaited<ReturnType<PaymentProvider['verifyTransfer']>>;
    try {
      transfer = await provider.verifyTransfer(payout.reference);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      report.unreachable += 1;
      log.warn({ err: error, reference: payout.reference }, 'payout reconciler could not reach the provider');
      continue;
    }
    if (!transfer) continue;
    if (payout.transferCode === null) {
      await db
        .update(vendorPayouts)
        .set({ transferCode: transfer.transferCode })
        .where(eq(vendorPayouts.id, payout.id));
    }
    const event = Object.hasOwn(ENDED, transfer.status) ? ENDED[transfer.status as keyof typeof ENDED] : null;
    if (!event) continue;
    await settleTransfer(deps, {
      event,
      reference: payout.reference,
      amountPesewas: payout.amountPesewas,
      reason: event === 'transfer.success' ? null : `The provider reports the transfer ${transfer.status}`,
    });
    report.settled += 1;
  }
  return report;
}
