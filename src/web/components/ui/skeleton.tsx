import { cn } from '@web/lib/cn';
import type { HTMLAttributes } from 'react';

/** A grey block standing in for content while it loads; size it like the content it replaces. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-stone-200', className)} {...props} />
  );
}
