import type { SignInInput } from '@shared/auth/schemas';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useSignIn } from '../api/sign-in';
import { EmailField } from './auth-fields';
import { signInRules } from './auth-resolvers';
import { AuthErrorAlert } from './form-error';

export interface SignInFormProps {
  /** Called after the session is established (the page says "Welcome back!" and redirects). */
  onSignedIn: () => void;
  /** Opens the forgot-password form, prefilled with what was typed. */
  onForgotPassword: (email: string) => void;
  defaultEmail?: string;
}

export function SignInForm({ onSignedIn, onForgotPassword, defaultEmail = '' }: SignInFormProps) {
  const signIn = useSignIn();
  // A failure shows in the alert below (signIn.error).
  const { form, field, onSubmit, isSubmitting } = useSchemaForm<SignInInput>({
    rules: signInRules,
    defaultValues: { email: defaultEmail, password: '' },
    send: signIn.mutateAsync,
    onSuccess: () => onSignedIn(),
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={signInRules.preload}
      onPointerDown={signInRules.preload}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Sign in"
    >
      <AuthErrorAlert error={signIn.error} />
      <EmailField {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        revealable
        labelAside={
          <button
            type="button"
            onClick={() => onForgotPassword(form.getValues('email'))}
            className="rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            Forgot password?
          </button>
        }
        {...field('password')}
      />
      <Button type="submit" size="lg" busy={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
