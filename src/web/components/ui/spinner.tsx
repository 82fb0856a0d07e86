import { cn } from '@web/lib/cn';

/** A light loading state for lazily loaded pages and sections. */
export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 py-16 text-stone-500', className)}
    >
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-stone-200 border-t-brand-700"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}
