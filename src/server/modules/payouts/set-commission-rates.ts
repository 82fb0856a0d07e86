import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_COMMISSION_BASIS_POINTS, formatRate } from '../../../shared/payouts/commission';
import type { Db } from '../../db/client';
import { commissionRates } from '../../db/schema';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';

/**
 * The admin sets categories' commission rates (basis points), logged as one activity entry with
 * each changed rate before and after. Lines delivered from then on pay the new rate; lines already
 * credited keep theirs.
 */
export async function setCommissionRates(
  db: Db,
  options: { admin: AdminActor; rates: Record<string, number> },
): Promise<void> {
  const entries = Object.entries(options.rates);
  if (entries.length === 0) return;
  await db.transaction(async (tx) => {
    const before = await tx
      .select()
      .from(commissionRates)
      .where(
        inArray(
          commissionRates.category,
          entries.map(([category]) => category),
        ),
      )
      .for('update');
    const was = Object.fromEntries(before.map((row) => [row.category, row.rateBasisPoints]));
    for (const [category, rateBasisPoints] of entries) {
      await tx
        .insert(commissionRates)
        .values({ category, rateBasisPoints })
        .onConflictDoUpdate({
          target: commissionRates.category,
          set: { rateBasisPoints, updatedAt: sql`now()` },
        });
    }
    await recordAdminActivity(tx, {
      admin: options.admin,
      action: 'commission.rates',
      entityType: 'commission_rates',
      entityId: 'categories',
      before: Object.fromEntries(
        entries.map(([category]) => [category, formatRate(was[category] ?? DEFAULT_COMMISSION_BASIS_POINTS)]),
      ),
      after: Object.fromEntries(entries.map(([category, rate]) => [category, formatRate(rate)])),
    });
  });
}
