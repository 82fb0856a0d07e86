import { eq } from 'drizzle-orm';
import { RIDER_ADMIN_MESSAGES } from '../../../shared/riders/rider-words';
import type { Db } from '../../db/client';
import { riders, sessions } from '../../db/schema';
import { notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';

/**
 * Suspends or reinstates a rider, logged. A suspended rider's sessions are ended and the rider
 * guard refuses them; the jobs they hold stay theirs until an admin reassigns them.
 */
export async function setRiderStatus(
  db: Db,
  options: { id: string; status: 'active' | 'suspended'; admin: AdminActor },
): Promise<void> {
  const { id, status, admin } = options;
  await db.transaction(async (tx) => {
    const [rider] = await tx.select().from(riders).where(eq(riders.id, id)).for('update');
    if (!rider) throw notFound(RIDER_ADMIN_MESSAGES.notFound);
    if (rider.status === status) return;
    await tx.update(riders).set({ status }).where(eq(riders.id, id));
    if (status === 'suspended') await tx.delete(sessions).where(eq(sessions.userId, rider.userId));
    await recordAdminActivity(tx, {
      admin,
      action: status === 'suspended' ? 'rider.suspend' : 'rider.reinstate',
      entityType: 'rider',
      entityId: rider.applicationReference ?? rider.id,
      before: { status: rider.status },
      after: { status },
    });
  });
}
