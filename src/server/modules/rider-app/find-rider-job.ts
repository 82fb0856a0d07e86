import { and, eq, ne } from 'drizzle-orm';
import { RIDER_MESSAGES } from '../../../shared/riders/rider-jobs';
import type { Db } from '../../db/client';
import { deliveryJobs } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../../lib/uuid';

/**
 * One job of this rider's, locked for the change when `forUpdate`: a job that is not theirs, not
 * assigned to them yet, or no longer theirs is the same 404 as one that does not exist.
 */
export async function findRiderJob(
  db: Db,
  riderId: string,
  jobId: string,
  options: { forUpdate?: boolean } = {},
) {
  if (!isUuid(jobId)) throw notFound(RIDER_MESSAGES.notFound);
  const query = db
    .select()
    .from(deliveryJobs)
    .where(
      and(
        eq(deliveryJobs.id, jobId),
        eq(deliveryJobs.riderId, riderId),
        ne(deliveryJobs.status, 'unassigned'),
      ),
    );
  const [job] = options.forUpdate ? await query.for('update') : await query;
  if (!job) throw notFound(RIDER_MESSAGES.notFound);
  return job;
}
