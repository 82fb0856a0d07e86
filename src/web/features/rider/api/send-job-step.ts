import { API_RIDER_JOB_STEPS, apiPath } from '@shared/api-paths';
import type { RiderJob } from '@shared/riders/rider-jobs';
import type { JobStepInput } from '@shared/riders/rider-updates';
import { useJobUpdate } from './job-update';

/** POST /api/rider/jobs/:id/steps: picked up, on the way, or not delivered with the reason. Waits offline. */
export function useSendJobStep(job: RiderJob, userId: string | undefined) {
  return useJobUpdate<JobStepInput>(apiPath(API_RIDER_JOB_STEPS, { id: job.id }), job, userId);
}
