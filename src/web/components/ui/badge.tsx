import { cn } from '@web/lib/cn';
import type { HTMLAttributes } from 'react';

const tones = {
  red: 'bg-flag-red text-white',
  gold: 'bg-gold-400 text-brand-950',
  green: 'bg-brand-700 text-white',
  blue: 'bg-blue-600 text-white',
  orange: 'bg-orange-700 text-white',
  dark: 'bg-stone-900/85 text-white',
  light: 'bg-white/95 text-stone-800 ring-1 ring-stone-200',
} as const;

export type BadgeTone = keyof typeof tones;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A small pill: discount, flash sale, country, stock. */
export function Badge({ tone = 'light', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] leading-4 font-bold tracking-wide whitespace-nowrap shadow-sm [&_svg]:size-3 [&_svg]:shrink-0',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
