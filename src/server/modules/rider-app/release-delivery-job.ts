import { eq } from 'drizzle-orm';
import { RIDER_MESSAGES } from '../../../shared/riders/rider-jobs';
import type { Db } from '../../db/client';
import { deliveryJobEvents, deliveryJobs } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { isUuid } from '../../lib/uuid';

/**
 * An admin releases a job that five wrong codes locked: the rider may enter the code again, with
 * five tries. Recorded on the job's steps and in the activity log, in one transaction.
 */
export async function releaseDeliveryJob(
  db: Db,
  options: { jobId: string; admin: AdminActor; now: Date },
): Promise<{ message: string }> {
  const { jobId, admin, now } = options;
  if (!isUuid(jobId)) throw notFound('Delivery job not found.');
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(deliveryJobs).where(eq(deliveryJobs.id, jobId)).for('update');
    if (!job) throw notFound('Delivery job not found.');
    if (!job.lockedAt) throw new AppError(409, 'NOT_LOCKED', RIDER_MESSAGES.notLocked);
    await tx
      .update(deliveryJobs)
      .set({ lockedAt: null, codeAttempts: 0, updatedAt: now })
      .where(eq(deliveryJobs.id, jobId));
    await tx.insert(deliveryJobEvents).values({
      jobId,
      status: 'released',
      adminId: admin.id,
      note: 'Released after five wrong codes',
      happenedAt: now,
    });
    await recordAdminActivity(tx, {
      admin,
      action: 'delivery_job.release',
      entityType: 'delivery_job',
      entityId: job.subjectReference,
      before: { locked: true, wrongCodes: job.codeAttempts },
      after: { locked: false, wrongCodes: 0 },
    });
    return { message: RIDER_MESSAGES.released };
  });
}
