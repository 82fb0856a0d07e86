import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendorLedgerEntries, vendorPayouts } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { tellPayout } from './tell-payout';

export interface TransferReport {
  event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed';
  reference: string;
  amountPesewas: number;
  /** The provider's reason for a failure, when it gave one. */
  reason: string | null;
}

/**
 * A transfer's outcome from the provider's webhook (docs/decisions/068), in one transaction with
 * the payout locked: success pays a pending payout; failed fails a pending one and reversed a
 * pending or paid one, and either restores its hold to the balance (one `payout_restored` entry per
 * payout, so a repeated or late event restores nothing twice). The vendor is told in the same
 * transaction. A report that changes nothing (repeated, out of order, another amount, an unknown
 * reference) is acknowledged and ignored.
 */
export async function settleTransfer(
  deps: { db: Db; log: Logger; publicUrl: string },
  report: TransferReport,
): Promise<void> {
  const { db, log, publicUrl } = deps;
  await db.transaction(async (tx) => {
    const [payout] = await tx
      .select()
      .from(vendorPayouts)
      .where(eq(vendorPayouts.reference, report.reference))
      .for('update');
    if (!payout) {
      log.info({ reference: report.reference }, 'transfer webhook for an unknown reference');
      return;
    }
    if (payout.amountPesewas !== report.amountPesewas) {
      log.warn({ reference: report.reference }, 'transfer webhook with another amount: ignored');
      return;
    }
    const to =
      report.event === 'transfer.success'
        ? 'success'
        : report.event === 'transfer.failed'
          ? 'failed'
          : 'reversed';
    const allowed = to === 'reversed' ? ['pending', 'success'] : ['pending'];
    if (!allowed.includes(payout.status)) return;
    const [settled] = await tx
      .update(vendorPayouts)
      .set({
        status: to,
        failureReason: to === 'success' ? null : report.reason,
        settledAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(vendorPayouts.id, payout.id))
      .returning();
    if (to !== 'success') {
      await tx
        .insert(vendorLedgerEntries)
        .values({
          vendorId: payout.vendorId,
          kind: 'payout_restored',
          amountPesewas: payout.amountPesewas,
          payoutId: payout.id,
          description: `Payout to ${payout.destination} ${to === 'failed' ? 'failed' : 'reversed'}: back in the balance`,
        })
        .onConflictDoNothing();
    }
    await tellPayout(tx, settled!, to, publicUrl);
  });
}
