import { formatDateTime } from '@shared/dates';
import type { DeliveryProgress } from '@shared/riders/delivery-progress';

/**
 * An order's delivery by a rider (docs/decisions/067): who carries it and each step with its time,
 * on the shopper's order page and in the admin's order view (which also reads each step's note).
 */
export function RiderDelivery({ delivery, headingId }: { delivery: DeliveryProgress; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold text-stone-900">
        Delivery
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        {delivery.riderFirstName ? `Rider: ${delivery.riderFirstName}. ` : ''}
        {delivery.statusLabel}.
      </p>
      {delivery.steps.length > 0 ? (
        <ol className="mt-2 space-y-2 border-l-2 border-stone-200 pl-4 text-sm">
          {delivery.steps.map((step) => (
            <li key={`${step.at}-${step.status}`}>
              <p className="font-semibold text-stone-900">{step.label}</p>
              <p className="text-stone-600">{formatDateTime(step.at)}</p>
              {step.note ? <p className="break-words text-stone-700">{step.note}</p> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
