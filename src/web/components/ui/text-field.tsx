import { cn } from '@web/lib/cn';
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Input, type InputProps } from './input';
import { Label } from './label';

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  label: string;
  /** The validation message: shown under the field, linked by aria-describedby, sets aria-invalid. */
  error?: string;
  hint?: ReactNode;
  /** Something beside the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** For passwords: a button that shows or hides the text. */
  revealable?: boolean;
}

/**
 * A labelled input with its error message, ready for react-hook-form's `register`. `required` marks
 * the label with an asterisk (hidden from screen readers, which announce the input as required).
 */
export function TextField({
  label,
  error,
  hint,
  labelAside,
  revealable = false,
  type,
  className,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [revealed, setRevealed] = useState(false);
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {inputProps.required ? (
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          ) : null}
        </Label>
        {labelAside}
      </div>
      <div className="relative">
        <Input
          id={id}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={revealable ? 'pr-12' : undefined}
          {...inputProps}
        />
        {revealable ? (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800"
          >
            {revealed ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        ) : null}
      </div>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
