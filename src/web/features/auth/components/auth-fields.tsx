import { TextField, type TextFieldProps } from '@web/components/form/text-field';

type FieldProps = Omit<TextFieldProps, 'label'>;

/** The email field of every auth form. */
export function EmailField(props: FieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}

/** A new password and its confirmation (sign-up, reset). */
export function NewPasswordFields({
  labels,
  password,
  confirmPassword,
}: {
  labels: readonly [password: string, confirmation: string];
  password: FieldProps;
  confirmPassword: FieldProps;
}) {
  return (
    <>
      <TextField
        label={labels[0]}
        type="password"
        autoComplete="new-password"
        revealable
        hint="At least 6 characters."
        {...password}
      />
      <TextField label={labels[1]} type="password" autoComplete="new-password" {...confirmPassword} />
    </>
  );
}
