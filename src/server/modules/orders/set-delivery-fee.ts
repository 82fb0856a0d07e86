import { sql } from 'drizzle-orm';
import type { GhanaRegion } from '../../../shared/ghana-regions';
import { fromPesewas, toPesewas } from '../../../shared/money';
import type { Db } from '../../db/client';
import { deliveryFees } from '../../db/schema';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { regionDeliveryFee } from './get-delivery-fees';

/** An admin sets one region's delivery fee; the change goes into the activity log with it. */
export async function setDeliveryFee(
  db: Db,
  options: { admin: AdminActor; region: GhanaRegion; fee: string },
): Promise<void> {
  const fee = fromPesewas(toPesewas(options.fee));
  await db.transaction(async (tx) => {
    const before = await regionDeliveryFee(tx, options.region);
    await tx
      .insert(deliveryFees)
      .values({ region: options.region, fee })
      .onConflictDoUpdate({ target: deliveryFees.region, set: { fee, updatedAt: sql`now()` } });
    await recordAdminActivity(tx, {
      admin: options.admin,
      action: 'delivery_fee.update',
      entityType: 'delivery_fee',
      entityId: options.region,
      before: { fee: before },
      after: { fee },
    });
  });
}
