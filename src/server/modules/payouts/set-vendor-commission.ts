import { eq, sql } from 'drizzle-orm';
import { formatRate } from '../../../shared/payouts/commission';
import type { Db } from '../../db/client';
import { vendorCommissionOverrides, vendorProfiles } from '../../db/schema';
import { notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { isUuid } from '../../lib/uuid';

/**
 * The admin gives a vendor its own commission rate, which beats its categories' rates, or takes it
 * away (null); logged with the rate before and after.
 */
export async function setVendorCommission(
  db: Db,
  options: { admin: AdminActor; vendorId: string; rateBasisPoints: number | null },
): Promise<void> {
  const { admin, vendorId, rateBasisPoints } = options;
  if (!isUuid(vendorId)) throw notFound('This vendor was not found.');
  await db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ id: vendorProfiles.id, reference: vendorProfiles.reference })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.id, vendorId));
    if (!vendor) throw notFound('This vendor was not found.');
    const [before] = await tx
      .select()
      .from(vendorCommissionOverrides)
      .where(eq(vendorCommissionOverrides.vendorId, vendorId))
      .for('update');
    if (rateBasisPoints === null) {
      await tx.delete(vendorCommissionOverrides).where(eq(vendorCommissionOverrides.vendorId, vendorId));
    } else {
      await tx
        .insert(vendorCommissionOverrides)
        .values({ vendorId, rateBasisPoints })
        .onConflictDoUpdate({
          target: vendorCommissionOverrides.vendorId,
          set: { rateBasisPoints, updatedAt: sql`now()` },
        });
    }
    await recordAdminActivity(tx, {
      admin,
      action: 'vendor.commission',
      entityType: 'vendor',
      entityId: vendor.reference,
      before: { rate: before ? formatRate(before.rateBasisPoints) : null },
      after: { rate: rateBasisPoints === null ? null : formatRate(rateBasisPoints) },
    });
  });
}
