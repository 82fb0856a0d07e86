import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import type { AdminDeliveryProof, AdminDeliveryStep } from '@shared/riders/delivery-progress';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useId } from 'react';
import { useReleaseDeliveryJob } from '../api/release-delivery-job';

/**
 * The rider's delivery of an order, for the admin (docs/decisions/071): who, the status, the proof
 * (by code, or a photo flagged to check), where the rider stood, the cash, and the release of a
 * job five wrong codes locked, then each step with its note ("Reassigned to Esi Owusu"). Never the
 * code itself.
 */
export function OrderDelivery({
  delivery,
  steps,
}: {
  delivery: AdminDeliveryProof;
  steps: AdminDeliveryStep[];
}) {
  const headingId = useId();
  const release = useReleaseDeliveryJob();
  const cashDiffers = delivery.cashCollected !== null && delivery.cashCollected !== delivery.cashDue;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold text-stone-900">
        Rider's delivery
      </h3>
      <dl className="mt-2 grid gap-1 text-sm text-stone-700">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-stone-500">Rider</dt>
          <dd className="font-semibold text-stone-900">{delivery.riderName ?? 'Not assigned'}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-stone-500">Status</dt>
          <dd className="font-semibold text-stone-900">{delivery.statusLabel}</dd>
        </div>
        {delivery.lastFailure ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-stone-500">Last failed attempt</dt>
            <dd>
              {delivery.lastFailure.reasonLabel}
              {delivery.lastFailure.nextAttemptAt
                ? `, next attempt ${formatDateTime(delivery.lastFailure.nextAttemptAt)}`
                : ''}
            </dd>
          </div>
        ) : null}
        {delivery.deliveredAt ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-stone-500">Delivered</dt>
            <dd>
              {formatDateTime(delivery.deliveredAt)},{' '}
              {delivery.proof === 'photo' ? 'proved by a photo (check it)' : "proved by the receiver's code"}
            </dd>
          </div>
        ) : null}
        {delivery.latitude !== null && delivery.longitude !== null ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-stone-500">Rider's position</dt>
            <dd>
              <a
                className="text-brand-700 underline"
                href={`https://www.google.com/maps/search/?api=1&query=${delivery.latitude},${delivery.longitude}`}
                target="_blank"
                rel="noreferrer"
              >
                {delivery.latitude.toFixed(5)}, {delivery.longitude.toFixed(5)}
              </a>
            </dd>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-stone-500">Cash</dt>
          <dd>
            {formatCedis(delivery.cashDue)} due
            {delivery.cashCollected !== null ? `, ${formatCedis(delivery.cashCollected)} collected` : ''}
            {cashDiffers && delivery.cashReason ? ` (${delivery.cashReason})` : ''}
          </dd>
        </div>
      </dl>
      {delivery.photoUrl ? (
        <a href={delivery.photoUrl} target="_blank" rel="noreferrer" className="mt-2 inline-block">
          <img
            src={delivery.photoUrl}
            alt="The parcel at the door, as the rider photographed it"
            className="h-32 rounded-lg"
          />
        </a>
      ) : null}
      {steps.length > 0 ? (
        <ol className="mt-2 space-y-2 border-l-2 border-stone-200 pl-4 text-sm" aria-label="Delivery steps">
          {steps.map((step) => (
            <li key={`${step.at}-${step.status}`}>
              <p className="font-semibold text-stone-900">{step.label}</p>
              <p className="text-stone-600">{formatDateTime(step.at)}</p>
              {step.note ? <p className="break-words text-stone-700">{step.note}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {delivery.locked ? (
        <Alert variant="error" className="mt-3" title="Locked after five wrong codes">
          <p>The rider cannot mark it delivered until you release it. Call the receiver first.</p>
          <Button
            className="mt-2"
            size="sm"
            busy={release.isPending}
            onClick={() =>
              release.mutate(delivery.jobId, {
                onSuccess: (answer) => toast.success('Released', { description: answer.message }),
                onError: (error) => toast.error('Not released', { description: errorMessage(error) }),
              })
            }
          >
            Release the job
          </Button>
        </Alert>
      ) : null}
    </section>
  );
}
