import { TextField, type TextFieldProps } from './text-field';

/** A required amount in cedis, typed as text (the shared money rules read it), ready for `register`. */
export function PriceField(props: TextFieldProps) {
  return <TextField required inputMode="decimal" autoComplete="off" {...props} />;
}
