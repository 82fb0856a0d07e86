import { API_RIDER_JOB_DELIVERY, apiPath } from '@shared/api-paths';
import type { RiderJob } from '@shared/riders/rider-jobs';
import type { DeliveryInput } from '@shared/riders/rider-updates';
import { useJobUpdate } from './job-update';

/** POST /api/rider/jobs/:id/delivery: the receiver's code (or a photo) and the cash collected. Waits offline. */
export function useSendDelivery(job: RiderJob, userId: string | undefined) {
  return useJobUpdate<DeliveryInput>(apiPath(API_RIDER_JOB_DELIVERY, { id: job.id }), job, userId);
}
