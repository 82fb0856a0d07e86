import { formatDateTime } from '@shared/dates';
import { type AdminRider, RIDER_STATUS_LABELS, type RiderApplication } from '@shared/riders/rider-words';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useApproveRider } from '../api/approve-rider';
import { useRiders } from '../api/list-riders';
import { useSetRiderStatus } from '../api/set-rider-status';
import { AdminLayout } from '../components/admin-layout';
import { AdminListStates } from '../components/admin-list';

const FETCH_FAILED = 'Failed to fetch riders';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children || '—'}</dd>
    </div>
  );
}

function ApplicationCard({
  application,
  highlighted,
}: {
  application: RiderApplication;
  highlighted: boolean;
}) {
  const approve = useApproveRider();
  const onApprove = async () => {
    try {
      await approve.mutateAsync(application.reference);
      toast.success(`${application.name} is a rider now`, {
        description: 'The link to set a password was sent by e-mail and SMS.',
      });
    } catch (error) {
      toast.error('Could not approve', { description: errorMessage(error, 'Please try again.') });
    }
  };
  return (
    <li
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
        highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200',
      )}
    >
      <h3 className="text-lg font-bold break-words text-stone-900">{application.name}</h3>
      <p className="font-mono text-sm tracking-wide text-stone-600">{application.reference}</p>
      <p className="text-xs text-stone-500">Applied {formatDateTime(application.submittedAt)}</p>
      <dl className="mt-3 grid gap-2 text-sm">
        <Row label="Applies as">{application.applicationType}</Row>
        <Row label="Vehicle">{application.vehicle}</Row>
        <Row label="Zone">{[application.city, application.regionLabel].filter(Boolean).join(', ')}</Row>
        <Row label="Available">{application.availability}</Row>
        <Row label="Phone">{application.phone}</Row>
        <Row label="E-mail">{application.email}</Row>
      </dl>
      <div className="mt-4 flex justify-end">
        <Button className="w-full sm:w-auto" onClick={onApprove} busy={approve.isPending}>
          Approve {application.name}
        </Button>
      </div>
    </li>
  );
}

function RiderCard({ rider }: { rider: AdminRider }) {
  const setStatus = useSetRiderStatus();
  const next = rider.status === 'active' ? 'suspended' : 'active';
  const onChange = async () => {
    try {
      await setStatus.mutateAsync({ id: rider.id, status: next });
      toast.success(next === 'suspended' ? `${rider.name} is suspended` : `${rider.name} is active again`);
    } catch (error) {
      toast.error('Could not change the rider', { description: errorMessage(error, 'Please try again.') });
    }
  };
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-bold break-words text-stone-900">{rider.name}</h3>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
            rider.status === 'active' ? 'bg-brand-100 text-brand-900' : 'bg-stone-200 text-stone-700',
          )}
        >
          {RIDER_STATUS_LABELS[rider.status]}
        </span>
      </div>
      <dl className="mt-3 grid gap-2 text-sm">
        <Row label="Vehicle">{rider.vehicle}</Row>
        <Row label="Zone">{[rider.cities.join(', '), rider.regionLabel].filter(Boolean).join(', ')}</Row>
        <Row label="Available">{rider.availability}</Row>
        <Row label="Phone">{rider.phone}</Row>
        <Row label="E-mail">{rider.email}</Row>
        <Row label="Deliveries in hand">{String(rider.openJobs)}</Row>
        <Row label="Application">{rider.applicationReference}</Row>
      </dl>
      <div className="mt-4 flex justify-end">
        <Button
          className="w-full sm:w-auto"
          variant={next === 'suspended' ? 'outline' : 'primary'}
          onClick={onChange}
          busy={setStatus.isPending}
        >
          {next === 'suspended' ? `Suspend ${rider.name}` : `Reinstate ${rider.name}`}
        </Button>
      </div>
    </li>
  );
}

/** Driver and rider applications to approve, and the riders: suspend or reinstate. */
export function RidersPage() {
  const [params] = useSearchParams();
  const highlighted = params.get('application');
  const riders = useRiders();
  const applications = riders.data
    ? [...riders.data.applications].sort(
        (a, b) => Number(b.reference === highlighted) - Number(a.reference === highlighted),
      )
    : undefined;
  return (
    <AdminLayout
      title="Riders"
      description="Approve a driver or rider application: the applicant gets a link by e-mail and SMS to set the password of a rider account. A suspended rider cannot sign in or be given deliveries."
    >
      <section aria-labelledby="applications-heading">
        <h2 id="applications-heading" className="text-lg font-bold text-stone-900">
          Applications to approve
        </h2>
        <AdminListStates
          query={riders}
          rows={applications}
          loadingLabel="Loading riders…"
          errorText={FETCH_FAILED}
          emptyText="No driver or rider application waits for approval."
        >
          {(rows) => (
            <ul className="mt-3 grid gap-4 lg:grid-cols-2">
              {rows.map((application) => (
                <ApplicationCard
                  key={application.reference}
                  application={application}
                  highlighted={application.reference === highlighted}
                />
              ))}
            </ul>
          )}
        </AdminListStates>
      </section>
      <section aria-labelledby="riders-heading" className="mt-8">
        <h2 id="riders-heading" className="text-lg font-bold text-stone-900">
          Riders
        </h2>
        {riders.data ? (
          riders.data.riders.length === 0 ? (
            <p className="mt-3 rounded-2xl border border-stone-200 bg-white p-6 text-center text-stone-600">
              No riders yet.
            </p>
          ) : (
            <ul className="mt-3 grid gap-4 lg:grid-cols-2">
              {riders.data.riders.map((rider) => (
                <RiderCard key={rider.id} rider={rider} />
              ))}
            </ul>
          )
        ) : null}
      </section>
    </AdminLayout>
  );
}
