import type { SignUpInput } from '@shared/auth/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSignUp } from '../api/sign-up';
import { signUpRules } from './auth-resolvers';
import { AuthErrorAlert } from './form-error';

export const SIGN_UP_SUCCESS_TITLE = 'Account created!';
export const SIGN_UP_SUCCESS_DESCRIPTION = 'Check your email for the verification link.';

export interface SignUpFormProps {
  /** Where the verification link returns the person (signed in). */
  callbackURL: string;
  /** Switches to the Sign In tab. */
  onShowSignIn: () => void;
}

export function SignUpForm({ callbackURL, onShowSignIn }: SignUpFormProps) {
  const signUp = useSignUp();
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpInput>({
    resolver: signUpRules.resolver,
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({ email: values.email, password: values.password, callbackURL });
      toast.success(SIGN_UP_SUCCESS_TITLE, { description: SIGN_UP_SUCCESS_DESCRIPTION });
      setCreatedFor(values.email);
    } catch {
      // Shown by the alert below (signUp.error).
    }
  });

  if (createdFor) {
    return (
      <div className="flex flex-col gap-5">
        <Alert variant="success" title={SIGN_UP_SUCCESS_TITLE}>
          <p>{SIGN_UP_SUCCESS_DESCRIPTION}</p>
          <p className="mt-1 text-brand-800">
            We sent it to <strong className="break-all">{createdFor}</strong>. Open the link to verify your
            account and you'll be signed in.
          </p>
        </Alert>
        {import.meta.env.DEV ? (
          <p className="text-sm text-stone-600">
            Developing locally? Open the{' '}
            <a href="/dev/mailbox" className="font-semibold text-brand-700 underline">
              dev mailbox
            </a>{' '}
            to read the email.
          </p>
        ) : null}
        <Button variant="outline" size="lg" onClick={onShowSignIn}>
          Back to Sign In
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={signUpRules.preload}
      onPointerDown={signUpRules.preload}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Sign up"
    >
      <AuthErrorAlert error={signUp.error} />
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
        autoComplete="new-password"
        revealable
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" busy={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
      <p className="text-center text-xs leading-relaxed text-stone-500">
        We'll email you a link to verify your address before your first sign-in.
      </p>
    </form>
  );
}
