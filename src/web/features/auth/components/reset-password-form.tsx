import type { ResetPasswordInput } from '@shared/auth/schemas';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { Link } from 'react-router';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './auth-fields';
import { resetPasswordRules } from './auth-resolvers';
import { AuthErrorAlert } from './form-error';

export const REQUEST_NEW_LINK_HREF = '/auth?forgot=1';

export interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
}

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  // A failure shows in the alert below (resetPassword.error).
  const { field, onSubmit, isSubmitting } = useSchemaForm<ResetPasswordInput>({
    rules: resetPasswordRules,
    defaultValues: { password: '', confirmPassword: '' },
    send: (values) => resetPassword.mutateAsync({ newPassword: values.password, token }),
    onSuccess: () => onReset(),
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
      <NewPasswordFields
        labels={['New password', 'Confirm new password']}
        password={field('password')}
        confirmPassword={field('confirmPassword')}
      />
      <Button type="submit" size="lg" busy={isSubmitting} className="w-full">
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}
