import { formatDateTime } from '@shared/dates';
import type { DeliveryProgress } from '@shared/riders/delivery-progress';
import { Bike, KeyRound } from 'lucide-react';

const PROOF_WORDS = { code: 'with your delivery code', photo: 'with a photo at the door' } as const;

/**
 * The rider's progress on an order (docs/decisions/071): who is bringing it, "on the way", the
 * code to give at the door (the order page only, for its owner or the e-mailed link), each failed
 * attempt and why, and when it was delivered.
 */
export function RiderProgress({ progress, code }: { progress: DeliveryProgress; code?: string | null }) {
  const rider = progress.riderFirstName ?? 'Your rider';
  return (
    <div className="flex flex-col gap-3 text-sm text-stone-700">
      <p className="flex items-center gap-2 font-semibold text-stone-900">
        <Bike className="size-5 text-brand-700" aria-hidden="true" />
        {progress.status === 'delivered'
          ? `Delivered by ${rider}`
          : progress.onTheWay
            ? `${rider} is on the way`
            : `${rider} will deliver your order`}
      </p>
      {code ? (
        <div className="rounded-xl border border-gold-300 bg-gold-50 p-3">
          <p className="flex items-center gap-2 font-semibold text-stone-900">
            <KeyRound className="size-4" aria-hidden="true" />
            Your delivery code
          </p>
          <p
            className="mt-1 text-2xl font-extrabold tracking-[0.3em] text-stone-900 tabular-nums"
            data-testid="delivery-code"
          >
            {code}
          </p>
          <p className="mt-1 text-stone-700">
            Give it to the rider at the door, only when you have your parcel.
          </p>
        </div>
      ) : null}
      {progress.attempts.map((attempt) => (
        <p key={attempt.at} className="rounded-lg bg-red-50 p-3 text-red-900">
          Not delivered <time dateTime={attempt.at}>{formatDateTime(attempt.at)}</time>:{' '}
          {attempt.reasonLabel.toLowerCase()}.
          {attempt.nextAttemptAt ? ` Next attempt ${formatDateTime(attempt.nextAttemptAt)}.` : ''}
        </p>
      ))}
      {progress.deliveredAt ? (
        <p>
          Delivered <time dateTime={progress.deliveredAt}>{formatDateTime(progress.deliveredAt)}</time>
          {progress.proof ? `, ${PROOF_WORDS[progress.proof]}.` : '.'}
        </p>
      ) : null}
      {progress.steps.length > 0 ? (
        <ol className="border-l-2 border-stone-200 pl-3" aria-label="Delivery steps">
          {progress.steps.map((step) => (
            <li key={`${step.status}-${step.at}`}>
              {step.label} · <time dateTime={step.at}>{formatDateTime(step.at)}</time>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
