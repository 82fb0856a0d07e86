import { type AdminSignInInput, adminSignInSchema } from '@shared/admin/admin-credentials';
import { ADMIN_LOGIN_FAILED_CODE, ADMIN_LOGIN_MESSAGES } from '@shared/admin/admin-messages';
import { TextField } from '@web/components/form/text-field';
import { LogoMark } from '@web/components/layout/logo';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { lazyZodResolver } from '@web/lib/lazy-resolver';
import { SITE_NAME } from '@web/lib/site';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useSignInAdmin } from './api/sign-in-admin';

const rules = lazyZodResolver<AdminSignInInput>(async () => adminSignInSchema);

/** "Admin Login" with username and password, and the spec's toasts (docs/product/admin.md, "Signing in"). */
export function AdminLogin() {
  useDocumentTitle('Admin Login');
  const signIn = useSignInAdmin();
  const { form, field, onSubmit, isSubmitting } = useSchemaForm({
    rules,
    defaultValues: { username: '', password: '' },
    send: signIn.mutateAsync,
    onSuccess: ({ user }) => {
      toast.success(ADMIN_LOGIN_MESSAGES.successTitle, {
        description: ADMIN_LOGIN_MESSAGES.success(user.username ?? user.name),
      });
    },
    // Every failure is told here: the same words for an unknown user and a wrong password.
    onError: (error) => {
      form.resetField('password');
      if (error instanceof ApiError && error.code === ADMIN_LOGIN_FAILED_CODE) {
        toast.error(ADMIN_LOGIN_MESSAGES.failureTitle, { description: ADMIN_LOGIN_MESSAGES.failure });
      } else if (error instanceof ApiError && error.status === 429) {
        toast.error(ADMIN_LOGIN_MESSAGES.failureTitle, { description: error.message });
      } else {
        toast.error('Error', { description: ADMIN_LOGIN_MESSAGES.error });
      }
      return true;
    },
  });

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center text-center">
          <LogoMark className="size-12" />
          <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-stone-900">Admin Login</h1>
          <p className="mt-1 text-sm text-stone-600">{SITE_NAME} staff only</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5" aria-label="Admin Login">
          <TextField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...field('username')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            revealable
            {...field('password')}
          />
          <Button type="submit" size="lg" busy={isSubmitting} className="w-full">
            {isSubmitting ? 'Logging in…' : 'Login'}
          </Button>
        </form>
      </div>
    </main>
  );
}
