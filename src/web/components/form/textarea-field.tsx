import { cn } from '@web/lib/cn';
import { useId } from 'react';
import { Label } from '../ui/label';
import { Textarea, type TextareaProps } from '../ui/textarea';

export interface TextareaFieldProps extends Omit<TextareaProps, 'id'> {
  label: string;
  error?: string;
}

/** A labelled multi-line input with its error message, ready for react-hook-form's `register`. */
export function TextareaField({ label, error, className, ...props }: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {props.required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </Label>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
