import { cn } from '@web/lib/cn';
import type { LucideIcon } from 'lucide-react';

export interface ServiceStep {
  title: string;
  text: string;
  icon: LucideIcon;
}

/**
 * A numbered "How it works": a column beside a form, or a row of cards under it from the large
 * breakpoint up.
 */
export function ServiceSteps({
  steps,
  layout = 'column',
}: {
  steps: readonly ServiceStep[];
  layout?: 'column' | 'row';
}) {
  return (
    <ol className={cn('grid gap-4', layout === 'row' && 'sm:grid-cols-2 lg:grid-cols-4')}>
      {steps.map(({ title, text, icon: Icon }, index) => (
        <li
          key={title}
          className={cn(
            'flex gap-4',
            layout === 'row' && 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm lg:flex-col',
          )}
        >
          <span
            aria-hidden="true"
            className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
          >
            <Icon className="size-5" aria-hidden="true" />
            <span className="absolute -top-1.5 -right-1.5 inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-[11px] font-bold text-white">
              {index + 1}
            </span>
          </span>
          <div>
            <p className="font-semibold text-stone-900">{title}</p>
            <p className="mt-1 text-sm leading-relaxed text-stone-600">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
