import { REQUEST_STATUSES, type RequestStatus } from '@shared/requests/request-status';
import { cn } from '@web/lib/cn';

const TONES: Record<RequestStatus, string> = {
  received: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  quoted: 'bg-violet-100 text-violet-900',
  completed: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-stone-200 text-stone-700',
};

/**
 * A request's status; DHL and vendor rows also say their own status when it has other words
 * ("In progress · Picked up").
 */
export function RequestStatusBadge({ status, own }: { status: RequestStatus; own?: string }) {
  const label = REQUEST_STATUSES.labels[status];
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        TONES[status],
      )}
    >
      {own && own !== label ? `${label} · ${own}` : label}
    </span>
  );
}
