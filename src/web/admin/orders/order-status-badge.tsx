import { cn } from '@web/lib/cn';

const TONES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  paid: 'bg-sky-100 text-sky-900',
  ordered_from_supplier: 'bg-indigo-100 text-indigo-900',
  shipped: 'bg-violet-100 text-violet-900',
  in_ghana: 'bg-violet-100 text-violet-900',
  out_for_delivery: 'bg-teal-100 text-teal-900',
  delivered: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-stone-200 text-stone-700',
  refund_due: 'bg-red-100 text-red-900',
  refunded: 'bg-stone-200 text-stone-700',
};

export function OrderStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
        TONES[status] ?? 'bg-stone-100 text-stone-700',
      )}
    >
      {label}
    </span>
  );
}
