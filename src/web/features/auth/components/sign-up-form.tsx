import type { SignUpInput } from '@shared/auth/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useState } from 'react';
import { useSignUp } from '../api/sign-up';
import { EmailField, NewPasswordFields } from './auth-fields';
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
  // A failure shows in the alert below (signUp.error).
  const { field, onSubmit, isSubmitting } = useSchemaForm<SignUpInput>({
    rules: signUpRules,
    defaultValues: { email: '', password: '', confirmPassword: '' },
    send: (values) => signUp.mutateAsync({ email: values.email, password: values.password, callbackURL }),
    messages: { successTitle: SIGN_UP_SUCCESS_TITLE, success: SIGN_UP_SUCCESS_DESCRIPTION },
    onSuccess: (_, values) => setCreatedFor(values.email),
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
      <EmailField {...field('email')} />
      <NewPasswordFields
        labels={['Password', 'Confirm password']}
        password={field('password')}
        confirmPassword={field('confirmPassword')}
      />
      <Button type="submit" size="lg" busy={isSubmitting} className="w-full">
        {isSubmitting ? 'Creating account…' : 'Create Account'}
      </Button>
      <p className="text-center text-xs leading-relaxed text-stone-500">
        We'll email you a link to verify your address before your first sign-in.
      </p>
    </form>
  );
}
