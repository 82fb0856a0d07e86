import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { ASSIGNABLE_JOB_STATUSES, type DispatchJob, type DispatchRider } from '@shared/riders/rider-words';
import { SelectField } from '@web/components/form/select-field';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { type ReactNode, useState } from 'react';
import { useAssignJobs } from '../api/assign-jobs';
import { useDispatch, useLiveDispatch } from '../api/get-dispatch';
import { useSendPaymentLink } from '../api/send-payment-link';
import { AdminLayout } from '../components/admin-layout';
import { AdminListStates } from '../components/admin-list';

const FETCH_FAILED = 'Failed to fetch deliveries';

/** Whether the rider works where the job goes: its region, or one of the rider's cities. */
function inZone(rider: DispatchRider, job: DispatchJob): boolean {
  const city = job.dropoffCity.trim().toLowerCase();
  return (
    (job.dropoffRegion !== '' && rider.regionLabel === job.dropoffRegion) ||
    (city !== '' && rider.cities.some((c) => c.trim().toLowerCase() === city))
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children || '—'}</dd>
    </div>
  );
}

function windowWords(job: DispatchJob): string | null {
  if (!job.windowStart) return null;
  return job.windowEnd
    ? `${formatDateTime(job.windowStart)} to ${formatDateTime(job.windowEnd)}`
    : `From ${formatDateTime(job.windowStart)}`;
}

function PaymentLinkButton({ job }: { job: DispatchJob }) {
  const send = useSendPaymentLink();
  const onSend = async () => {
    try {
      await send.mutateAsync(job.id);
      toast.success('Payment link sent', { description: `${job.receiverName} can pay by mobile money.` });
    } catch (error) {
      toast.error('Could not send the link', { description: errorMessage(error, 'Please try again.') });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={onSend} busy={send.isPending}>
      Text a mobile-money link
    </Button>
  );
}

function JobCard({
  job,
  selected,
  onSelect,
}: {
  job: DispatchJob;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const assignable = ASSIGNABLE_JOB_STATUSES.includes(job.status);
  const payable =
    job.kind === 'deal_order' && Number(job.cashDue) > 0 && !['delivered', 'cancelled'].includes(job.status);
  return (
    <li
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm',
        selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200',
      )}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <div className="min-w-0">
          <h3 className="font-mono text-base font-bold tracking-wide text-stone-900">
            {job.subjectReference}
          </h3>
          <p className="text-sm text-stone-600">
            {job.kindLabel} · {job.statusLabel}
            {job.riderName ? ` · ${job.riderName}` : ''}
          </p>
        </div>
        {assignable ? (
          <label className="flex shrink-0 items-center gap-2 self-start rounded-lg border border-stone-300 px-3 py-2 text-sm font-semibold text-stone-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
            />
            Select {job.subjectReference}
          </label>
        ) : null}
      </div>
      <dl className="mt-3 grid gap-2 text-sm">
        <Row label="Cash to collect">
          <span className="font-bold">{formatCedis(job.cashDue)}</span>
        </Row>
        <Row label="Receiver">
          {job.receiverName} ·{' '}
          <a className="text-brand-700 underline" href={`tel:${job.receiverPhone.replaceAll(' ', '')}`}>
            {job.receiverPhone}
          </a>
        </Row>
        <Row label="Drop-off">
          {[job.dropoffAddress, job.dropoffCity, job.dropoffRegion].filter(Boolean).join(', ')}
        </Row>
        {job.landmark ? <Row label="Landmark">{job.landmark}</Row> : null}
        {job.gpsAddress ? <Row label="GhanaPost GPS">{job.gpsAddress}</Row> : null}
        <Row label="Pickup">{[job.pickupAddress, job.pickupCity].filter(Boolean).join(', ')}</Row>
        {windowWords(job) ? <Row label="When">{windowWords(job)}</Row> : null}
        {job.deliveredAt ? <Row label="Delivered">{formatDateTime(job.deliveredAt)}</Row> : null}
      </dl>
      {payable ? (
        <div className="mt-3 flex justify-end">
          <PaymentLinkButton job={job} />
        </div>
      ) : null}
    </li>
  );
}

function AssignBar({
  jobs,
  riders,
  onDone,
}: {
  jobs: DispatchJob[];
  riders: DispatchRider[];
  onDone: () => void;
}) {
  const assign = useAssignJobs();
  const [riderId, setRiderId] = useState('');
  const zoned = riders.filter((rider) => jobs.every((job) => inZone(rider, job)));
  const others = riders.filter((rider) => !zoned.includes(rider));
  const option = (rider: DispatchRider, where: string) => ({
    value: rider.id,
    label: `${rider.name} (${where}: ${[rider.cities.join(', '), rider.regionLabel].filter(Boolean).join(', ')}; ${rider.vehicle})`,
  });
  const options = [
    ...zoned.map((rider) => option(rider, 'in the zone')),
    ...others.map((rider) => option(rider, 'other zone')),
  ];
  const count = jobs.length;
  const onAssign = async () => {
    if (!riderId) {
      toast.error('Please choose a rider');
      return;
    }
    try {
      const result = await assign.mutateAsync({ jobIds: jobs.map((job) => job.id), riderId });
      const name = riders.find((rider) => rider.id === riderId)?.name ?? 'the rider';
      toast.success(
        `${result.assigned === 1 ? '1 delivery' : `${result.assigned} deliveries`} given to ${name}`,
      );
      setRiderId('');
      onDone();
    } catch (error) {
      toast.error('Could not assign', { description: errorMessage(error, 'Please try again.') });
    }
  };
  return (
    <section
      aria-labelledby="assign-heading"
      className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-stone-200 bg-white px-4 py-3 shadow-lg sm:mx-0 sm:rounded-2xl sm:border"
    >
      <h2 id="assign-heading" className="text-base font-bold text-stone-900">
        {count === 0
          ? 'Choose deliveries to assign'
          : `${count === 1 ? '1 delivery' : `${count} deliveries`} chosen`}
      </h2>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label="Rider"
          className="w-full sm:flex-1"
          placeholder={riders.length === 0 ? 'No active rider yet' : 'Choose a rider'}
          options={options}
          value={riderId}
          onChange={(event) => setRiderId(event.target.value)}
        />
        <Button onClick={onAssign} disabled={count === 0} busy={assign.isPending}>
          Assign to rider
        </Button>
      </div>
    </section>
  );
}

/** The deliveries to make, assigned to riders here; the list follows every change live. */
export function DispatchPage() {
  const dispatch = useDispatch();
  const live = useLiveDispatch();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const jobs = dispatch.data?.jobs;
  const riders = dispatch.data?.riders ?? [];
  const waiting = jobs?.filter((job) => job.status === 'unassigned');
  const withRiders = (jobs ?? []).filter((job) => job.riderId !== null && job.status !== 'unassigned');
  const byRider = new Map<string, { name: string; jobs: DispatchJob[] }>();
  for (const job of withRiders) {
    const entry = byRider.get(job.riderId!) ?? { name: job.riderName ?? 'Rider', jobs: [] };
    entry.jobs.push(job);
    byRider.set(job.riderId!, entry);
  }
  const chosen = (jobs ?? []).filter((job) => selected.has(job.id));
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const card = (job: DispatchJob) => (
    <JobCard key={job.id} job={job} selected={selected.has(job.id)} onSelect={(on) => select(job.id, on)} />
  );

  return (
    <AdminLayout
      title="Dispatch"
      description="Deliveries of confirmed deal orders, drop-shipping orders in Ghana and accepted delivery and Shop for Me requests. Choose one or several, then the rider to carry them."
    >
      <p className="text-sm text-stone-600" aria-live="polite">
        {live ? 'Updates live as riders move.' : 'Connecting for live updates…'}
      </p>
      <section aria-labelledby="waiting-heading" className="mt-4">
        <h2 id="waiting-heading" className="text-lg font-bold text-stone-900">
          Waiting for a rider{waiting ? ` (${waiting.length})` : ''}
        </h2>
        <AdminListStates
          query={dispatch}
          rows={waiting}
          loadingLabel="Loading deliveries…"
          errorText={FETCH_FAILED}
          emptyText="Every delivery has a rider."
        >
          {(rows) => <ul className="mt-3 grid gap-3 lg:grid-cols-2">{rows.map(card)}</ul>}
        </AdminListStates>
      </section>
      <section aria-labelledby="riders-heading" className="mt-8">
        <h2 id="riders-heading" className="text-lg font-bold text-stone-900">
          With riders
        </h2>
        {dispatch.data && byRider.size === 0 ? (
          <p className="mt-3 rounded-2xl border border-stone-200 bg-white p-6 text-center text-stone-600">
            No rider has a delivery today.
          </p>
        ) : null}
        {[...byRider.entries()].map(([riderId, entry]) => (
          <section key={riderId} aria-labelledby={`rider-${riderId}`} className="mt-4">
            <h3 id={`rider-${riderId}`} className="font-bold text-stone-800">
              {entry.name}: {entry.jobs.length === 1 ? '1 delivery' : `${entry.jobs.length} deliveries`}
            </h3>
            <ul className="mt-2 grid gap-3 lg:grid-cols-2">{entry.jobs.map(card)}</ul>
          </section>
        ))}
      </section>
      {dispatch.data ? (
        <AssignBar jobs={chosen} riders={riders} onDone={() => setSelected(new Set())} />
      ) : null}
    </AdminLayout>
  );
}
