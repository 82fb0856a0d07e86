import { API_RIDER_JOBS } from '@shared/api-paths';
import { fromPesewas, toPesewas } from '@shared/money';
import type { RiderDay, RiderJob } from '@shared/riders/rider-jobs';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';
import { readAnswer, saveAnswer } from '@web/lib/saved-answers';

export const riderDayQueryKey = ['rider', 'day'] as const;
const SAVED_AS = 'rider-day';

/** GET /api/rider/jobs: today's jobs in order and the cash the rider holds. */
export function getRiderDay(signal?: AbortSignal): Promise<RiderDay> {
  return api<RiderDay>(API_RIDER_JOBS, { signal });
}

/**
 * The rider's day, kept on the phone for this rider (saved-answers.ts) so that it opens offline
 * once opened: `userId` undefined while who is signed in cannot be asked (offline).
 */
export function useRiderDay(userId: string | undefined) {
  return useQuery({
    queryKey: riderDayQueryKey,
    queryFn: async ({ signal }) => {
      const day = await getRiderDay(signal);
      if (userId) saveAnswer(SAVED_AS, userId, day);
      return day;
    },
    meta: USER_SCOPED,
    // The saved day shows at once, but every opening asks again: the office may have assigned a job since.
    staleTime: 0,
    retry: false,
    initialData: () => readAnswer<RiderDay>(SAVED_AS, userId)?.value,
    initialDataUpdatedAt: () => readAnswer<RiderDay>(SAVED_AS, userId)?.savedAt,
  });
}

/** One job changed (the server's answer, or what the rider did while offline): the day shows it at once. */
export function putRiderJob(queryClient: QueryClient, job: RiderJob, userId: string | undefined): void {
  queryClient.setQueryData<RiderDay>(riderDayQueryKey, (day) => {
    if (!day) return day;
    const before = day.jobs.find((one) => one.id === job.id);
    const jobs = day.jobs.map((one) => (one.id === job.id ? job : one));
    // The cash held grows by what this job's delivery collected (the server's figure follows).
    const cashOf = (one: RiderJob | undefined) =>
      one?.status === 'delivered' && one.cashCollected !== null ? toPesewas(one.cashCollected) : 0;
    const cashHeld = fromPesewas(toPesewas(day.cashHeld) + cashOf(job) - cashOf(before));
    const next = { ...day, jobs, cashHeld };
    if (userId) saveAnswer(SAVED_AS, userId, next);
    return next;
  });
}
