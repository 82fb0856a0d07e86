import { cn } from '@web/lib/cn';
import { type ReactNode, useId } from 'react';
import { Label } from '../ui/label';

/** What every labelled field takes besides its control's own attributes. */
export interface FieldProps {
  label: ReactNode;
  /** The validation message: shown under the field, linked by aria-describedby, sets aria-invalid. */
  error?: string;
  hint?: ReactNode;
  /** Something beside the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
}

/** The id and aria attributes that tie a control to its label, hint and message. */
export function useFieldControl(error: string | undefined, hint?: ReactNode) {
  const id = useId();
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/**
 * The markup around a field's control: its label (an asterisk, hidden from screen readers, when
 * required: they announce the control as required), then the hint or the message.
 */
export function Field({
  controlId,
  label,
  required,
  error,
  hint,
  labelAside,
  className,
  children,
}: FieldProps & { controlId: string; required?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={controlId}>
          {label}
          <RequiredMark required={required} />
        </Label>
        {labelAside}
      </div>
      {children}
      {hint && !error ? (
        <p id={`${controlId}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${controlId}-error`} error={error} />
    </div>
  );
}

export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}
