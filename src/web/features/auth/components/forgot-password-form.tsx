import type { ForgotPasswordInput } from '@shared/auth/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({
    resolver: forgotPasswordRules.resolver,
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit((values) => {
    requestReset.mutate(values);
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
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" busy={requestReset.isPending} className="w-full">
            {requestReset.isPending ? 'Sending…' : 'Send reset link'}
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
