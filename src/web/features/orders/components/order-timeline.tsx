import { formatDateTime } from '@shared/dates';
import type { MyOrder } from '@shared/orders/order';
import {
  EXPECTED_PATH,
  isFinalStatus,
  nextStatuses,
  type OrderStatus,
  statusLabel,
} from '@shared/orders/order-status';
import { cn } from '@web/lib/cn';

/** The steps still ahead when all goes well, from the order's status. */
export function stepsAhead(order: Pick<MyOrder, 'kind' | 'status'>): OrderStatus[] {
  const path: readonly OrderStatus[] = EXPECTED_PATH[order.kind];
  const at = path.indexOf(order.status as OrderStatus);
  if (at >= 0) return path.slice(at + 1);
  if (isFinalStatus(order.kind, order.status)) return [];
  // Before the path starts (a drop-shipping order awaiting payment), or off it (refund due).
  return order.kind === 'dropshipping' && order.status === 'pending'
    ? [...path]
    : nextStatuses(order.kind, order.status).slice(0, 1);
}

/** What a timeline needs of an order (or of one tracked order line). */
export type TimelineOrder = Pick<MyOrder, 'kind' | 'status' | 'name' | 'history'>;

/** The order's status history as a timeline: each step with its date, the steps ahead greyed. */
export function OrderTimeline({ order, label }: { order: TimelineOrder; label?: string }) {
  const ahead = stepsAhead(order);
  return (
    <ol aria-label={label ?? `Status history of ${order.name}`} className="mt-3 flex flex-col gap-0">
      {order.history.map((step, index) => {
        const current = index === order.history.length - 1;
        return (
          <li key={`${step.at}-${step.status}`} className="relative flex gap-3 pb-3 last:pb-0">
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 mt-1 size-3 shrink-0 rounded-full',
                current ? 'bg-brand-700 ring-4 ring-brand-100' : 'bg-brand-600',
              )}
            />
            {index < order.history.length - 1 || ahead.length > 0 ? (
              <span aria-hidden="true" className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-stone-200" />
            ) : null}
            <p className="min-w-0 text-sm">
              <span className={cn('font-semibold', current ? 'text-stone-900' : 'text-stone-700')}>
                {step.statusLabel}
              </span>{' '}
              <span className="text-stone-500">
                · <time dateTime={step.at}>{formatDateTime(step.at)}</time>
              </span>
            </p>
          </li>
        );
      })}
      {ahead.map((status, index) => (
        <li key={status} className="relative flex gap-3 pb-3 last:pb-0">
          <span
            aria-hidden="true"
            className="relative z-10 mt-1 size-3 shrink-0 rounded-full border-2 border-stone-300 bg-white"
          />
          {index < ahead.length - 1 ? (
            <span aria-hidden="true" className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-stone-200" />
          ) : null}
          <p className="text-sm text-stone-500">
            {statusLabel(status)} <span className="sr-only">(not yet)</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
