import type { ChangePasswordInput } from '@shared/account/account';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './auth-fields';
import { AuthErrorAlert } from './form-error';

const changePasswordRules = lazyZodResolver<ChangePasswordInput>(() =>
  import('@shared/account/account').then((m) => m.changePasswordSchema),
);

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'That is not your current password.';
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password on /account: the current one, then the new one twice. Other devices are signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { form, field, onSubmit, isSubmitting } = useSchemaForm<ChangePasswordInput>({
    rules: changePasswordRules,
    defaultValues: EMPTY,
    send: ({ currentPassword, newPassword }) => change.mutateAsync({ currentPassword, newPassword }),
    onSuccess: () => {
      form.reset(EMPTY);
      change.reset();
      toast.success('Password changed', { description: 'Your other devices have been signed out.' });
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.code !== 'INVALID_PASSWORD') return false;
      form.setError(
        'currentPassword',
        { type: 'server', message: WRONG_CURRENT_PASSWORD_MESSAGE },
        { shouldFocus: true },
      );
      change.reset();
      return true;
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={changePasswordRules.preload}
      noValidate
      aria-label="Change password"
      className="flex flex-col gap-4"
    >
      <AuthErrorAlert error={change.error} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        revealable
        required
        {...field('currentPassword')}
      />
      <NewPasswordFields
        labels={['New password', 'Confirm new password']}
        password={field('newPassword')}
        confirmPassword={field('confirmPassword')}
      />
      <p className="text-xs text-stone-500">Changing it signs you out on every other phone and computer.</p>
      <div>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
