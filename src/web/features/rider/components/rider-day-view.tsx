import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { Alert } from '@web/components/ui/alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api';
import { useOnline } from '@web/lib/use-online';
import { useRiderDay } from '../api/get-rider-day';
import { JobCard } from './job-card';

/** The rider's day: the cash held (collected, not handed in yet), then today's jobs in order. Readable offline once opened. */
export function RiderDayView({ userId }: { userId: string | undefined }) {
  const day = useRiderDay(userId);
  const online = useOnline();
  if (day.isPending && day.fetchStatus === 'paused') {
    return (
      <Alert variant="info" title="Not connected">
        This phone has no jobs saved yet. Open this page once with a connection: after that your day opens
        offline too.
      </Alert>
    );
  }
  if (day.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (!day.data) {
    return (
      <Alert variant="error" title="Your jobs could not be loaded">
        {errorMessage(day.error, 'Check the connection and try again.')}
      </Alert>
    );
  }
  const { jobs, cashHeld, riderFirstName } = day.data;
  const toDo = jobs.filter((job) => job.status !== 'delivered').length;
  return (
    <div className="grid gap-4">
      <section aria-labelledby="rider-cash" className="rounded-2xl bg-brand-800 p-4 text-white">
        <h2 id="rider-cash" className="text-sm font-semibold text-brand-100">
          Cash you hold
        </h2>
        <p className="text-3xl font-extrabold">{formatCedis(cashHeld)}</p>
        <p className="text-sm text-brand-100">Collected and not handed in at the office yet.</p>
        <p className="mt-1 text-sm text-brand-100">
          Hello {riderFirstName}:{' '}
          {toDo === 0 ? 'nothing left to deliver.' : `${toDo} ${toDo === 1 ? 'job' : 'jobs'} to go.`}
        </p>
      </section>
      {!online || day.isError ? (
        <Alert variant="info" title="Not connected">
          Showing your jobs as of {formatDateTime(new Date(day.dataUpdatedAt))}. Updates you make are saved on
          this phone and sent when the connection returns.
        </Alert>
      ) : null}
      {jobs.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center text-stone-600">
          No jobs for you today yet. The office assigns them.
        </p>
      ) : (
        <ol className="grid gap-4" aria-label="Today's jobs">
          {jobs.map((job, index) => (
            <JobCard key={job.id} job={job} position={index + 1} userId={userId} />
          ))}
        </ol>
      )}
    </div>
  );
}
