import { cn } from '@web/lib/cn';
import type { LabelHTMLAttributes } from 'react';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor or wraps the control.
  return <label className={cn('block text-sm font-medium text-stone-800', className)} {...props} />;
}
