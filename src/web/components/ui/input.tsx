import { cn } from '@web/lib/cn';
import type { InputHTMLAttributes, Ref } from 'react';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type, ref, ...props }: InputProps) {
  return (
    <input
      ref={ref}
      type={type ?? 'text'}
      className={cn(
        'block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-500 hover:border-stone-400 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-stone-100 aria-invalid:border-red-600 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
