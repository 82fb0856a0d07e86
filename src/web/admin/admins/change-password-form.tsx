import { type ChangeOwnPasswordInput, changeOwnPasswordSchema } from '@shared/admin/admin-credentials';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useChangeOwnPassword } from '../api/change-own-password';

const rules = lazyZodResolver<ChangeOwnPasswordInput>(async () => changeOwnPasswordSchema);
const EMPTY: ChangeOwnPasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The signed-in admin's own password: the current one first. */
export function ChangePasswordForm() {
  const change = useChangeOwnPassword();
  const { form, field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: EMPTY,
    send: change.mutateAsync,
    messages: { failureTitle: 'Error', failure: 'Failed to change password' },
    refusals: [400, 404, 409, 429],
    onSuccess: () => {
      toast.success('Password changed', { description: 'Use your new password next time you log in.' });
      form.reset(EMPTY);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Change your password">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        revealable
        {...field('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        revealable
        hint="At least 12 characters."
        {...field('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        revealable
        {...field('confirmPassword')}
      />
      <Button type="submit" busy={isSubmitting} className="self-start">
        {isSubmitting ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
