import { eq, inArray } from 'drizzle-orm';
import { ASSIGNABLE_JOB_STATUSES, RIDER_ADMIN_MESSAGES } from '../../../shared/riders/rider-words';
import type { Db } from '../../db/client';
import { deliveryJobEvents, deliveryJobs, riders, users } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';

/**
 * Gives one or several jobs to an active rider, or moves them to another (docs/decisions/067): all
 * or none, each step on the job's timeline and in the activity log. A job already picked up, on
 * its way or finished stays with its rider; a failed one goes out again with the rider chosen.
 */
export async function assignJobs(
  db: Db,
  options: { jobIds: string[]; riderId: string; admin: AdminActor; now?: Date },
): Promise<{ assigned: number }> {
  const { riderId, admin } = options;
  const jobIds = [...new Set(options.jobIds)];
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [rider] = await tx
      .select({ id: riders.id, status: riders.status, name: users.name })
      .from(riders)
      .innerJoin(users, eq(users.id, riders.userId))
      .where(eq(riders.id, riderId))
      .for('share', { of: riders });
    if (!rider) throw notFound(RIDER_ADMIN_MESSAGES.notFound);
    if (rider.status !== 'active') {
      throw new AppError(409, 'RIDER_NOT_ACTIVE', RIDER_ADMIN_MESSAGES.riderNotActive, {
        riderId: RIDER_ADMIN_MESSAGES.riderNotActive,
      });
    }
    const jobs = await tx
      .select()
      .from(deliveryJobs)
      .where(inArray(deliveryJobs.id, jobIds))
      .orderBy(deliveryJobs.id)
      .for('update');
    if (jobs.length !== jobIds.length) throw notFound(RIDER_ADMIN_MESSAGES.jobNotFound);
    const refused = jobs.find((job) => !ASSIGNABLE_JOB_STATUSES.includes(job.status));
    if (refused) {
      throw new AppError(
        409,
        'JOB_NOT_ASSIGNABLE',
        `${refused.subjectReference}: ${RIDER_ADMIN_MESSAGES.jobNotAssignable}`,
      );
    }
    let assigned = 0;
    for (const job of jobs) {
      if (job.riderId === riderId && job.status === 'assigned') continue;
      await tx
        .update(deliveryJobs)
        .set({ riderId, status: 'assigned', assignedAt: now })
        .where(eq(deliveryJobs.id, job.id));
      await tx.insert(deliveryJobEvents).values({
        jobId: job.id,
        status: 'assigned',
        riderId,
        adminId: admin.id,
        note:
          job.riderId && job.riderId !== riderId
            ? `Reassigned to ${rider.name}`
            : `Assigned to ${rider.name}`,
        happenedAt: now,
      });
      await recordAdminActivity(tx, {
        admin,
        action: job.riderId && job.riderId !== riderId ? 'delivery_job.reassign' : 'delivery_job.assign',
        entityType: 'delivery_job',
        entityId: job.subjectReference,
        before: { status: job.status },
        after: { status: 'assigned', riderName: rider.name },
      });
      assigned += 1;
    }
    return { assigned };
  });
}
