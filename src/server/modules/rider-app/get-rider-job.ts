import type { RiderJob } from '../../../shared/riders/rider-jobs';
import type { Db } from '../../db/client';
import { findRiderJob } from './find-rider-job';
import { toRiderJob } from './rider-job-view';

/** One of the rider's jobs (404 for anyone else's). */
export async function getRiderJob(db: Db, riderId: string, jobId: string): Promise<RiderJob> {
  return toRiderJob(await findRiderJob(db, riderId, jobId));
}
