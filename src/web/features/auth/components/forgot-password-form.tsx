import type { ForgotPasswordInput } from '@shared/auth/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { ArrowLeft } from 'lucide-react';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailField } from './auth-fields';
import { forgotPasswordRules } from './auth-resolvers';
import { AuthErrorAlert } from './form-error';

export const RESET_LINK_SENT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password.";

export interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onBack: () => void;
}

/** Sends the password-reset email; the answer never reveals whether the account exists. */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: ForgotPasswordFormProps) {
  const requestReset = useRequestPasswordReset();
  // A failure shows in the alert below (requestReset.error), the success instead of the form.
  const { field, onSubmit, isSubmitting } = useSchemaForm<ForgotPasswordInput>({
    rules: forgotPasswordRules,
    defaultValues: { email: defaultEmail },
    send: requestReset.mutateAsync,
  });

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 className="text-lg font-bold text-stone-900">Reset your password</h2>
        <p className="mt-1 text-sm text-stone-600">
          Enter the email of your account and we'll send you a link to choose a new password.
        </p>
      </div>
      {requestReset.isSuccess ? (
        <Alert variant="success">{RESET_LINK_SENT_MESSAGE}</Alert>
      ) : (
        <form
          onSubmit={onSubmit}
          onFocus={forgotPasswordRules.preload}
          onPointerDown={forgotPasswordRules.preload}
          noValidate
          className="flex flex-col gap-5"
          aria-label="Reset password"
        >
          <AuthErrorAlert error={requestReset.error} />
          <EmailField {...field('email')} />
          <Button type="submit" size="lg" busy={isSubmitting} className="w-full">
            {isSubmitting ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
      <Button variant="ghost" onClick={onBack} className="self-center">
        <ArrowLeft aria-hidden="true" />
        Back to Sign In
      </Button>
    </div>
  );
}
