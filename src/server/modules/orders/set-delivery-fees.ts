import { sql } from 'drizzle-orm';
import type { GhanaRegion } from '../../../shared/ghana-regions';
import { fromPesewas, toPesewas } from '../../../shared/money';
import type { Db } from '../../db/client';
import { deliveryFees } from '../../db/schema';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { regionDeliveryFee } from './get-delivery-fees';

/**
 * An admin saves the regions' delivery fees together: in one transaction, each region whose fee
 * changed is written and logged; a fee sent unchanged writes nothing. Answers how many changed.
 */
export async function setDeliveryFees(
  db: Db,
  options: { admin: AdminActor; fees: Partial<Record<GhanaRegion, string>> },
): Promise<number> {
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const [region, sent] of Object.entries(options.fees) as [GhanaRegion, string][]) {
      const fee = fromPesewas(toPesewas(sent));
      const before = await regionDeliveryFee(tx, region);
      if (toPesewas(before) === toPesewas(fee)) continue;
      await tx
        .insert(deliveryFees)
        .values({ region, fee })
        .onConflictDoUpdate({ target: deliveryFees.region, set: { fee, updatedAt: sql`now()` } });
      await recordAdminActivity(tx, {
        admin: options.admin,
        action: 'delivery_fee.update',
        entityType: 'delivery_fee',
        entityId: region,
        before: { fee: before },
        after: { fee },
      });
      changed += 1;
    }
    return changed;
  });
}
