import { Textarea, type TextareaProps } from '../ui/textarea';
import { Field, type FieldProps, useFieldControl } from './field';

export interface TextareaFieldProps extends Omit<TextareaProps, 'id'>, Omit<FieldProps, 'labelAside'> {}

/** A labelled multi-line input with its hint or error message, ready for react-hook-form's `register`. */
export function TextareaField({ label, error, hint, className, ...props }: TextareaFieldProps) {
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
      <Textarea {...control} {...props} />
    </Field>
  );
}
