import { ADMIN_PAGES } from '@shared/admin/admin-pages';
import { Container } from '@web/components/layout/container';
import { LogoMark } from '@web/components/layout/logo';
import { Button, buttonVariants } from '@web/components/ui/button';
import { useSession } from '@web/features/auth/api/get-session';
import { toast } from '@web/lib/toast';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, LogOut, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSignOutAdmin } from '../api/sign-out-admin';

export interface AdminLayoutProps {
  title: string;
  description?: ReactNode;
  /** False on the dashboard itself; every sub-view shows Back to Dashboard. */
  backToDashboard?: boolean;
  children: ReactNode;
}

/** The admin's chrome (docs/product/admin.md): the admin's username and Logout on every view, Back to Dashboard on sub-views. */
export function AdminLayout({ title, description, backToDashboard = true, children }: AdminLayoutProps) {
  useDocumentTitle(`${title} · Admin`);
  const { user } = useSession();
  const signOut = useSignOutAdmin();
  const navigate = useNavigate();

  const logout = async () => {
    try {
      await signOut.mutateAsync();
      navigate(ADMIN_PAGES.dashboard, { replace: true });
    } catch {
      toast.error('Error', { description: 'Logout failed. Please try again.' });
    }
  };

  return (
    <div className="flex min-h-dvh flex-col bg-stone-100">
      <header className="border-b border-stone-200 bg-white print:hidden">
        <Container className="flex h-16 items-center justify-between gap-3">
          <Link
            to={ADMIN_PAGES.dashboard}
            className="inline-flex shrink-0 items-center gap-2 rounded-lg font-bold text-stone-900"
          >
            <LogoMark className="size-8" />
            <span>Admin</span>
          </Link>
          <div className="flex min-w-0 items-center gap-2">
            <span className="inline-flex min-w-0 items-center gap-1.5 text-sm font-semibold text-stone-700">
              <UserRound className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate" data-testid="admin-username">
                {user?.username ?? user?.name}
              </span>
            </span>
            <Button variant="outline" size="sm" onClick={logout} busy={signOut.isPending}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </Container>
      </header>
      <main id="main" className="flex-1">
        <Container className="py-6 sm:py-8">
          {backToDashboard ? (
            <Link
              to={ADMIN_PAGES.dashboard}
              className={buttonVariants({
                variant: 'ghost',
                size: 'sm',
                className: '-ml-3 mb-3 print:hidden',
              })}
            >
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          ) : null}
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 max-w-3xl text-stone-600">{description}</p> : null}
          <div className="mt-6">{children}</div>
        </Container>
      </main>
    </div>
  );
}
