import type { RiderJob, RiderJobResponse } from '@shared/riders/rider-jobs';
import { useQueryClient } from '@tanstack/react-query';
import { useOfflineSubmit } from '@web/lib/use-offline-submit';
import { putRiderJob, riderDayQueryKey } from './get-rider-day';

/**
 * How a rider's update of a job is sent (the steps and the delivery share it): at once, or queued
 * on the phone while offline and sent in order when the connection returns, each with the time the
 * rider made it in its body (ADR 046, 071). `expected` is the job as it will be: the day shows it
 * at once while the update waits; a refusal brings back the day as the server has it.
 */
export function useJobUpdate<Body>(path: string, job: RiderJob, userId: string | undefined) {
  const queryClient = useQueryClient();
  const { sendTelling, queued } = useOfflineSubmit<Body, RiderJobResponse>(
    (body) => ({ path, method: 'POST', body }),
    `${job.reference}: your update`,
  );
  const send = async (body: Body, expected: RiderJob): Promise<RiderJobResponse> => {
    try {
      const answer = await sendTelling(body, () => putRiderJob(queryClient, expected, userId));
      putRiderJob(queryClient, answer.job, userId);
      return answer;
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: riderDayQueryKey });
      throw error;
    }
  };
  return { send, queued };
}
