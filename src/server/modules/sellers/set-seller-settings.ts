import type { Db } from '../../db/client';
import { sellerSettings } from '../../db/schema';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { getReadyWithinHours } from './get-seller-settings';

/** The admin sets how long a vendor has to make a line ready; logged with the value before. */
export async function setSellerSettings(
  db: Db,
  options: { readyWithinHours: number; admin: AdminActor },
): Promise<{ readyWithinHours: number }> {
  const { readyWithinHours, admin } = options;
  return db.transaction(async (tx) => {
    const before = await getReadyWithinHours(tx);
    await tx
      .insert(sellerSettings)
      .values({ id: 'current', readyWithinHours })
      .onConflictDoUpdate({ target: sellerSettings.id, set: { readyWithinHours, updatedAt: new Date() } });
    await recordAdminActivity(tx, {
      admin,
      action: 'seller_settings.update',
      entityType: 'seller_settings',
      entityId: 'current',
      before: { readyWithinHours: before },
      after: { readyWithinHours },
    });
    return { readyWithinHours };
  });
}
