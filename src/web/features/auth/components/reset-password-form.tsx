import type { ResetPasswordInput } from '@shared/auth/schemas';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordRules } from './auth-resolvers';
import { AuthErrorAlert } from './form-error';

export const REQUEST_NEW_LINK_HREF = '/auth?forgot=1';

export interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
}

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: resetPasswordRules.resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync({ newPassword: values.password, token });
      onReset();
    } catch {
      // Shown by the alert below.
    }
  });

  const tokenRejected = resetPassword.error instanceof ApiError && /TOKEN/i.test(resetPassword.error.code);

  return (
    <form
      onSubmit={onSubmit}
      onFocus={resetPasswordRules.preload}
      onPointerDown={resetPasswordRules.preload}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Choose a new password"
    >
      <AuthErrorAlert error={resetPassword.error} />
      {tokenRejected ? (
        <p className="-mt-2 text-sm text-stone-600">
          <Link to={REQUEST_NEW_LINK_HREF} className="font-semibold text-brand-700 underline">
            Request a new reset link
          </Link>
        </p>
      ) : null}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        revealable
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" busy={resetPassword.isPending} className="w-full">
        {resetPassword.isPending ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
