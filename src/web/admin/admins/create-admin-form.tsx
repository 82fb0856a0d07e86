import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCredentialsInput, adminCredentialsSchema } from '@shared/admin/admin-credentials';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { applyFieldErrors } from '@web/lib/apply-field-errors';
import { failureMessage } from '@web/lib/failure';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useCreateAdmin } from '../api/create-admin';

const EMPTY = { username: '', password: '' };

/** Another admin: a username and a password of 12 or more characters (the same rules as `npm run admin:create`). */
export function CreateAdminForm() {
  const create = useCreateAdmin();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminCredentialsInput>({ resolver: zodResolver(adminCredentialsSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const created = await create.mutateAsync(input);
      toast.success('Admin created', { description: `${created.username} can now sign in at /admin.` });
      reset(EMPTY);
    } catch (error) {
      if (applyFieldErrors(error, setError, Object.keys(EMPTY))) return;
      toast.error('Error', { description: failureMessage(error, 'Failed to create admin') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Create admin">
      <TextField
        label="Username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="3 to 30 letters, digits, dots or underscores."
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        revealable
        hint="At least 12 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" busy={isSubmitting} className="self-start">
        {isSubmitting ? 'Creating…' : 'Create admin'}
      </Button>
    </form>
  );
}
