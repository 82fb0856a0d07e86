import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeOwnPasswordInput, changeOwnPasswordSchema } from '@shared/admin/admin-credentials';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { applyFieldErrors } from '@web/lib/apply-field-errors';
import { failureMessage } from '@web/lib/failure';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useChangeOwnPassword } from '../api/change-own-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The signed-in admin's own password: the current one first. */
export function ChangePasswordForm() {
  const change = useChangeOwnPassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeOwnPasswordInput>({
    resolver: zodResolver(changeOwnPasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      toast.success('Password changed', { description: 'Use your new password next time you log in.' });
      reset(EMPTY);
    } catch (error) {
      if (applyFieldErrors(error, setError, Object.keys(EMPTY))) return;
      toast.error('Error', { description: failureMessage(error, 'Failed to change password') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Change your password">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        revealable
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        revealable
        hint="At least 12 characters."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        revealable
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" busy={isSubmitting} className="self-start">
        {isSubmitting ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
