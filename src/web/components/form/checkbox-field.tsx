import { cn } from '@web/lib/cn';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { FieldError, RequiredMark } from './field';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  /** A line under the label. */
  description?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** One yes/no checkbox (e.g. "I agree to the terms") with its error, for react-hook-form's `register`. */
export function CheckboxField({ label, description, error, className, ref, ...props }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3 rounded-lg border border-stone-200 bg-white px-3 py-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ') ||
            undefined
          }
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          {...props}
        />
        <div className="text-sm">
          <label htmlFor={id} className="cursor-pointer font-medium text-stone-800">
            {label}
            <RequiredMark required={props.required} />
          </label>
          {description ? (
            <p id={descriptionId} className="mt-0.5 text-stone-600">
              {description}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
