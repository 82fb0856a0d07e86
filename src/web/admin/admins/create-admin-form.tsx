import { type AdminCredentialsInput, adminCredentialsSchema } from '@shared/admin/admin-credentials';
import { TextField } from '@web/components/form/text-field';
import { Button } from '@web/components/ui/button';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { toast } from '@web/lib/toast';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateAdmin } from '../api/create-admin';

// The admin area is its own chunk: its schemas load with it.
const rules = lazyZodResolver<AdminCredentialsInput>(async () => adminCredentialsSchema);
const EMPTY: AdminCredentialsInput = { username: '', password: '' };

/** Another admin: a username and a password of 12 or more characters (the same rules as `npm run admin:create`). */
export function CreateAdminForm() {
  const create = useCreateAdmin();
  const { form, field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: EMPTY,
    send: create.mutateAsync,
    messages: { failureTitle: 'Error', failure: 'Failed to create admin' },
    refusals: [400, 404, 409, 429],
    onSuccess: (created) => {
      toast.success('Admin created', { description: `${created.username} can now sign in at /admin.` });
      form.reset(EMPTY);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Create admin">
      <TextField
        label="Username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="3 to 30 letters, digits, dots or underscores."
        {...field('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        revealable
        hint="At least 12 characters."
        {...field('password')}
      />
      <Button type="submit" busy={isSubmitting} className="self-start">
        {isSubmitting ? 'Creating…' : 'Create admin'}
      </Button>
    </form>
  );
}
