import { cn } from '@web/lib/cn';
import { useId } from 'react';

export interface ChoiceChipsProps {
  /** The group's name, shown as its legend ("Color", "Size"). */
  legend: string;
  options: readonly string[];
  value: string | null;
  onChange: (value: string) => void;
  /** The radios' name (a form field's name); a generated one by default. */
  name?: string;
  /** A message under the chips (e.g. "Please choose a color"); marks the group invalid. */
  error?: string;
  className?: string;
}

/**
 * One choice among a few short options (a colour, a size) as native radio buttons drawn as chips:
 * arrow keys move between them and screen readers announce "radio, 2 of 5, checked".
 */
export function ChoiceChips({ legend, name, options, value, onChange, error, className }: ChoiceChipsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={cn('flex flex-col gap-2', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-sm font-semibold text-stone-900">
        {legend}
        {/* Read out by the checked radio already; the group's name stays "Color". */}
        {value ? (
          <span aria-hidden="true" className="font-normal text-stone-600">
            : {value}
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-3.5 text-sm font-medium transition-colors select-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
              option === value
                ? 'border-brand-700 bg-brand-50 text-brand-900 ring-1 ring-brand-700'
                : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400 hover:bg-stone-50',
              error && option !== value ? 'border-red-300' : null,
            )}
          >
            <input
              type="radio"
              name={name ?? id}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {option}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
