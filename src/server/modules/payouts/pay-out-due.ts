import { sql } from 'drizzle-orm';
import { MINIMUM_PAYOUT_PESEWAS } from '../../../shared/payouts/payout-words';
import type { PayoutsStarted, PayoutView } from '../../../shared/payouts/payouts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../errors';
import type { AdminActor } from '../../lib/admin-activity';
import { payOutVendor } from './pay-out-vendor';

/**
 * The weekly run: pays out every vendor whose balance is due (at least the minimum, with a payout
 * account and no payout on its way), one after the other; a vendor that cannot be paid is listed
 * with why, and the others are still paid.
 */
export async function payOutDue(
  db: Db,
  provider: PaymentProvider,
  admin: AdminActor,
): Promise<PayoutsStarted & { payouts: (PayoutView & { transferCode: string })[] }> {
  const due = await queryRows<{ id: string; businessName: string }>(
    db,
    sql`SELECT v.id::text AS id, v.business_name AS "businessName"
        FROM vendor_profiles v
        JOIN vendor_payout_accounts a ON a.vendor_id = v.id
        WHERE (SELECT COALESCE(SUM(amount_pesewas), 0) FROM vendor_ledger_entries e WHERE e.vendor_id = v.id)
              >= ${MINIMUM_PAYOUT_PESEWAS}
          AND NOT EXISTS (SELECT 1 FROM vendor_payouts p WHERE p.vendor_id = v.id AND p.status = 'pending')
        ORDER BY v.business_name`,
  );
  const started: PayoutsStarted & { payouts: (PayoutView & { transferCode: string })[] } = {
    payouts: [],
    skipped: [],
  };
  for (const vendor of due) {
    try {
      started.payouts.push(await payOutVendor(db, provider, { vendorId: vendor.id, admin }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      started.skipped.push({ businessName: vendor.businessName, reason: error.message });
    }
  }
  return started;
}
