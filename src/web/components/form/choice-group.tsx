import { cn } from '@web/lib/cn';
import { type InputHTMLAttributes, useId } from 'react';
import { FieldError, RequiredMark } from './field';
import type { SelectOption } from './select-field';

export interface ChoiceGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  legend: string;
  /** Radio buttons (one choice) or checkboxes (several). */
  type: 'radio' | 'checkbox';
  options: readonly SelectOption[];
  error?: string;
  /** Grid columns from the small breakpoint up. */
  columns?: 1 | 2 | 3;
}

const columnClasses = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

/**
 * A fieldset of radio buttons or checkboxes sharing one name: spread react-hook-form's
 * `register(name)` into it (the same props go on every input, as react-hook-form expects).
 */
export function ChoiceGroup({
  legend,
  type,
  options,
  error,
  columns = 2,
  className,
  required,
  ...inputProps
}: ChoiceGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={cn('flex flex-col gap-2', className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-stone-800">
        {legend}
        <RequiredMark required={required} />
      </legend>
      <div className={cn('grid gap-2', columnClasses[columns])}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm text-stone-800 transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
          >
            <input type={type} value={option.value} className="size-4 accent-brand-700" {...inputProps} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
