import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Input, type InputProps } from '../ui/input';
import { Field, type FieldProps, useFieldControl } from './field';

export interface TextFieldProps extends Omit<InputProps, 'id'>, FieldProps {
  label: string;
  /** For passwords: a button that shows or hides the text. */
  revealable?: boolean;
}

/** A labelled input with its hint or error message, ready for react-hook-form's `register`. */
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
  const control = useFieldControl(error, hint);
  const [revealed, setRevealed] = useState(false);

  return (
    <Field
      controlId={control.id}
      label={label}
      required={inputProps.required}
      error={error}
      hint={hint}
      labelAside={labelAside}
      className={className}
    >
      <div className="relative">
        <Input
          {...control}
          type={revealable && revealed ? 'text' : type}
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
    </Field>
  );
}
