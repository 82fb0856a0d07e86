import { cn } from '@web/lib/cn';
import type { HTMLAttributes } from 'react';

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Pulses by itself (default). Placeholders made of many blocks (the card skeletons) pulse once,
   * on their frame, with `pulse={false}` blocks: one animation per card rather than one per block.
   */
  pulse?: boolean;
}

/** A grey block standing in for content while it loads; size it like the content it replaces. */
export function Skeleton({ className, pulse = true, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cn(pulse && 'animate-pulse', 'rounded-md bg-stone-200', className)}
      {...props}
    />
  );
}
