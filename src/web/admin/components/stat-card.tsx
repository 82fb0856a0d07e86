import type { ReactNode } from 'react';

/** A figure with its label (Quick Stats, analytics totals); a figure never breaks across lines. */
export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-stone-600">{label}</p>
      <p className="mt-1 text-lg font-extrabold whitespace-nowrap tabular-nums sm:text-2xl tracking-tight text-stone-900">
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-stone-500">{hint}</p> : null}
    </div>
  );
}
