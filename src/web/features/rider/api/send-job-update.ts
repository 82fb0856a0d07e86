import { API_RIDER_JOB_DELIVERY, API_RIDER_JOB_STEPS, apiPath } from '@shared/api-paths';
import type { RiderJob, RiderJobResponse } from '@shared/rider/rider-jobs';
import type { Delivery, JobStepInput } from '@shared/rider/rider-updates';
import { useQueryClient } from '@tanstack/react-query';
import { useOfflineSubmit } from '@web/lib/use-offline-submit';
import { putRiderJob, riderDayQueryKey } from './get-rider-day';

export type JobUpdate =
  | { kind: 'step'; body: JobStepInput }
  | { kind: 'delivery'; body: Omit<Delivery, 'cashReason'> & { cashReason: string | null } };

/**
 * POST /api/rider/jobs/:id/steps or …/delivery: sent at once, or queued on the phone while offline
 * and sent in order when the connection returns, each with the time the rider made it (ADR 046,
 * 071). `expected` is the job as it will be: shown at once when the update waits.
 */
export function useSendJobUpdate(job: RiderJob, userId: string | undefined) {
  const queryClient = useQueryClient();
  const { sendTelling, queued } = useOfflineSubmit<JobUpdate, RiderJobResponse>(
    (update) => ({
      path: apiPath(update.kind === 'step' ? API_RIDER_JOB_STEPS : API_RIDER_JOB_DELIVERY, { id: job.id }),
      method: 'POST',
      body: update.body,
    }),
    `${job.reference}: your update`,
  );
  const send = async (update: JobUpdate, expected: RiderJob): Promise<RiderJobResponse> => {
    try {
      const answer = await sendTelling(update, () => putRiderJob(queryClient, expected, userId));
      putRiderJob(queryClient, answer.job, userId);
      return answer;
    } catch (error) {
      // Refused (perhaps after waiting offline): the day as the server has it, not as it was hoped.
      void queryClient.invalidateQueries({ queryKey: riderDayQueryKey });
      throw error;
    }
  };
  return { send, queued };
}
