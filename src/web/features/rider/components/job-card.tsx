import { formatDateTime, formatTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { formatGhanaPhone, normalisePhone } from '@shared/phone';
import { failureReasonLabel, mapLink, RIDER_MESSAGES, type RiderJob } from '@shared/riders/rider-jobs';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonVariants } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { MapPin, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useSendDelivery } from '../api/send-delivery';
import { useSendJobStep } from '../api/send-job-step';
import { currentPosition } from '../current-position';
import { DeliveryForm } from './delivery-form';
import { FailedForm } from './failed-form';

const STATUS_TONES: Record<string, string> = {
  assigned: 'bg-stone-100 text-stone-800',
  picked_up: 'bg-sky-100 text-sky-900',
  out_for_delivery: 'bg-gold-100 text-brand-950',
  delivered: 'bg-brand-100 text-brand-900',
  failed: 'bg-red-100 text-red-900',
};

/**
 * One job of the rider's day: who and where (tap to call, the map), the landmark and the cash to
 * collect, and the next step: picked up, on my way, then delivered (the code and the cash) or not
 * delivered (why, and when again).
 */
export function JobCard({
  job,
  position,
  userId,
}: {
  job: RiderJob;
  position: number;
  userId: string | undefined;
}) {
  const headingId = useId();
  const stepUpdate = useSendJobStep(job, userId);
  const deliveryUpdate = useSendDelivery(job, userId);
  const queued = stepUpdate.queued || deliveryUpdate.queued;
  const [open, setOpen] = useState<'delivered' | 'failed' | null>(null);
  const [stepping, setStepping] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const phone = job.receiverPhone ? normalisePhone(job.receiverPhone) : null;

  const step = async (next: 'picked_up' | 'out_for_delivery') => {
    setRefusal(null);
    setStepping(true);
    try {
      const where = await currentPosition();
      await stepUpdate.send(
        {
          step: next,
          happenedAt: new Date().toISOString(),
          latitude: where?.latitude,
          longitude: where?.longitude,
        },
        { ...job, status: next, statusLabel: next === 'picked_up' ? 'Picked up' : 'On the way' },
      );
    } catch (error) {
      setRefusal(errorMessage(error, 'The update could not be saved. Please try again.'));
    } finally {
      setStepping(false);
    }
  };

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-lg font-bold text-stone-900">
            {position}. {job.receiverName}
          </h2>
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_TONES[job.status] ?? ''}`}
          >
            {job.statusLabel}
          </span>
        </div>
        <p className="text-sm text-stone-600">{job.reference}</p>
        {job.windowStart ? (
          <p className="mt-1 text-sm text-stone-700">
            Deliver {formatTime(job.windowStart)}
            {job.windowEnd ? ` to ${formatTime(job.windowEnd)}` : ''}
          </p>
        ) : null}

        <dl className="mt-3 grid gap-2 text-sm">
          <div>
            <dt className="font-semibold text-stone-900">Drop-off</dt>
            <dd className="text-stone-700">
              {job.dropoffAddress}, {job.dropoffCity}
              {job.gpsAddress ? ` (${job.gpsAddress})` : ''}
            </dd>
          </div>
          {job.landmark ? (
            <div>
              <dt className="font-semibold text-stone-900">Landmark</dt>
              <dd className="text-stone-700">{job.landmark}</dd>
            </div>
          ) : null}
          {job.status === 'assigned' ? (
            <div>
              <dt className="font-semibold text-stone-900">Pick up from</dt>
              <dd className="text-stone-700">
                {job.pickupAddress}, {job.pickupCity}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="font-semibold text-stone-900">Cash to collect</dt>
            <dd className="text-base font-bold text-stone-900">
              {Number(job.cashDue) > 0 ? formatCedis(job.cashDue) : 'Nothing: paid online'}
            </dd>
          </div>
        </dl>

        {job.status !== 'delivered' ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {phone ? (
              <a href={`tel:${phone}`} className={buttonVariants({ variant: 'outline' })}>
                <Phone aria-hidden="true" />
                Call {formatGhanaPhone(phone)}
              </a>
            ) : null}
            <a
              href={mapLink(job)}
              target="_blank"
              rel="noreferrer"
              className={buttonVariants({ variant: 'outline' })}
            >
              <MapPin aria-hidden="true" />
              Open the map
            </a>
          </div>
        ) : null}

        {job.status === 'failed' && job.failureReason ? (
          <p className="mt-3 text-sm text-red-800">
            Not delivered: {failureReasonLabel(job.failureReason).toLowerCase()}.
            {job.nextAttemptAt ? ` Next attempt ${formatDateTime(job.nextAttemptAt)}.` : ''}
          </p>
        ) : null}
        {job.status === 'delivered' && job.deliveredAt ? (
          <p className="mt-3 text-sm text-brand-900">
            Delivered at {formatTime(job.deliveredAt)}
            {job.cashCollected !== null ? `, ${formatCedis(job.cashCollected)} collected.` : '.'}
          </p>
        ) : null}
        {job.locked ? (
          <Alert variant="error" className="mt-3" title="Locked">
            {RIDER_MESSAGES.locked}
          </Alert>
        ) : null}
        {refusal ? (
          <Alert variant="error" className="mt-3">
            {refusal}
          </Alert>
        ) : null}
        {queued && !open ? (
          <Alert variant="info" className="mt-3" title="Saved on this phone">
            You're offline: the update will be sent when the connection returns.
          </Alert>
        ) : null}

        <div className="mt-4 flex flex-wrap gap-2">
          {job.status === 'assigned' ? (
            <Button size="lg" busy={stepping} onClick={() => void step('picked_up')}>
              Picked up
            </Button>
          ) : null}
          {job.status === 'picked_up' || job.status === 'failed' ? (
            <Button size="lg" busy={stepping} onClick={() => void step('out_for_delivery')}>
              On my way
            </Button>
          ) : null}
          {job.status === 'out_for_delivery' && !job.locked && open === null ? (
            <>
              <Button size="lg" onClick={() => setOpen('delivered')}>
                Delivered
              </Button>
              <Button size="lg" variant="outline" onClick={() => setOpen('failed')}>
                Not delivered
              </Button>
            </>
          ) : null}
        </div>
        {job.status === 'out_for_delivery' && open === 'delivered' ? (
          <div className="mt-3">
            <DeliveryForm
              job={job}
              queued={deliveryUpdate.queued}
              send={deliveryUpdate.send}
              onDone={() => setOpen(null)}
            />
            <Button variant="ghost" className="mt-2" onClick={() => setOpen(null)}>
              Back
            </Button>
          </div>
        ) : null}
        {job.status === 'out_for_delivery' && open === 'failed' ? (
          <div className="mt-3">
            <FailedForm
              job={job}
              queued={stepUpdate.queued}
              send={stepUpdate.send}
              onDone={() => setOpen(null)}
            />
            <Button variant="ghost" className="mt-2" onClick={() => setOpen(null)}>
              Back
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
