import { cn } from '@web/lib/cn';
import type { Ref, TextareaHTMLAttributes } from 'react';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line input with the look of `Input`. */
export function Textarea({ className, ref, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      ref={ref}
      rows={rows}
      className={cn(
        'block w-full resize-y rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-stone-100 aria-invalid:border-red-600 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
