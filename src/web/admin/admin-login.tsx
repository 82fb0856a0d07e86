import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminSignInInput, adminSignInSchema } from '@shared/admin/admin-credentials';
import { ADMIN_LOGIN_FAILED_CODE, ADMIN_LOGIN_MESSAGES } from '@shared/admin/admin-messages';
import { LogoMark } from '@web/components/layout/logo';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import { SITE_NAME } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSignInAdmin } from './api/sign-in-admin';

/** Spec 2: "Admin Login" with username and password, and the spec's toasts. */
export function AdminLogin() {
  useDocumentTitle('Admin Login');
  const signIn = useSignInAdmin();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<AdminSignInInput>({
    resolver: zodResolver(adminSignInSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await signIn.mutateAsync(values);
      toast.success(ADMIN_LOGIN_MESSAGES.successTitle, {
        description: ADMIN_LOGIN_MESSAGES.success(user.username ?? user.name),
      });
    } catch (error) {
      resetField('password');
      if (error instanceof ApiError && error.code === ADMIN_LOGIN_FAILED_CODE) {
        toast.error(ADMIN_LOGIN_MESSAGES.failureTitle, { description: ADMIN_LOGIN_MESSAGES.failure });
      } else if (error instanceof ApiError && error.status === 429) {
        toast.error(ADMIN_LOGIN_MESSAGES.failureTitle, { description: error.message });
      } else {
        toast.error('Error', { description: ADMIN_LOGIN_MESSAGES.error });
      }
    }
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
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            revealable
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" size="lg" busy={isSubmitting} className="w-full">
            {isSubmitting ? 'Logging in…' : 'Login'}
          </Button>
        </form>
      </div>
    </main>
  );
}
