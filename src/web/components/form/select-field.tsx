import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldProps, useFieldControl } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>,
    Omit<FieldProps, 'labelAside'> {
  options: readonly SelectOption[];
  /** The first, empty choice (e.g. "Select city"). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select (the phone's own picker, no JavaScript list) with its error message,
 * ready for react-hook-form's `register`.
 */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  ref,
  ...props
}: SelectFieldProps) {
  const control = useFieldControl(error, hint);
  return (
    <Field
      controlId={control.id}
      label={label}
      required={props.required}
      error={error}
      hint={hint}
      className={className}
    >
      <div className="relative">
        <select
          ref={ref}
          {...control}
          className="block h-11 w-full appearance-none rounded-lg border border-stone-300 bg-white pr-10 pl-3 text-base text-stone-900 shadow-xs transition-colors hover:border-stone-400 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-stone-100 aria-invalid:border-red-600 sm:text-sm"
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
          aria-hidden="true"
        />
      </div>
    </Field>
  );
}
