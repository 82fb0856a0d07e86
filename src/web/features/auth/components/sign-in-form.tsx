import type { SignInInput } from '@shared/auth/schemas';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useForm } from 'react-hook-form';
import { useSignIn } from '../api/sign-in';
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
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<SignInInput>({
    resolver: signInRules.resolver,
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      onSignedIn();
    } catch {
      // Shown by the alert below (signIn.error).
    }
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
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        revealable
        error={errors.password?.message}
        labelAside={
          <button
            type="button"
            onClick={() => onForgotPassword(getValues('email'))}
            className="rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            Forgot password?
          </button>
        }
        {...register('password')}
      />
      <Button type="submit" size="lg" busy={signIn.isPending} className="w-full">
        {signIn.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
