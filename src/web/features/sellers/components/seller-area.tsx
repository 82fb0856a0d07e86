import type { SellerAccountResponse } from '@shared/sellers/listing';
import { Container } from '@web/components/layout/container';
import { Alert } from '@web/components/ui/alert';
import { buttonVariants } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { signInPath } from '@web/lib/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Gauge, type LucideIcon, MessageSquare, Package, Store, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, NavLink, useLocation } from 'react-router';
import { useSellerAccount } from '../api/get-seller-account';

const SECTIONS: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: '/seller/listings', label: 'Listings', icon: Store },
  { to: '/seller/orders', label: 'Orders', icon: Package },
  { to: '/seller', label: 'Score', icon: Gauge, end: true },
  { to: '/seller/reviews', label: 'Reviews', icon: MessageSquare },
  { to: '/seller/money', label: 'Money', icon: Wallet },
];

export interface SellerAreaProps {
  /** The page's heading and document title. */
  title: string;
  /** The page's session (the page reads it: a feature does not import another). */
  session: { user: unknown; isLoading: boolean };
  children: (account: SellerAccountResponse) => ReactNode;
}

/**
 * The seller center's frame (docs/decisions/066): phone first, its own navigation (Listings,
 * Orders, Score, Reviews, Money) always in reach at the bottom of a phone's screen and under the title on a
 * wide one. A guest signs in and comes back; a user who may not sell reads why (the server's words:
 * not a vendor, not verified yet, rejected or suspended with the reason) and where to go.
 */
export function SellerArea({ title, session, children }: SellerAreaProps) {
  useDocumentTitle(`${title} · Seller center`);
  const { user, isLoading } = session;
  const { pathname } = useLocation();
  const account = useSellerAccount();

  if (isLoading) return <Spinner className="flex-1" />;
  if (!user) return <Navigate to={signInPath(pathname)} state={{ from: pathname }} replace />;

  return (
    <div className="flex flex-1 flex-col bg-stone-50 pb-20 sm:pb-0">
      <div className="border-b border-stone-200 bg-white">
        <Container className="py-4 sm:py-6">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            Seller center{account.data ? ` · ${account.data.vendor.businessName}` : ''}
          </p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          {account.data ? <SellerNav className="mt-4 hidden sm:flex" /> : null}
        </Container>
      </div>
      <Container className="flex-1 py-4 sm:py-8">
        {account.isPending ? (
          <Spinner className="py-16" />
        ) : account.isError ? (
          <Refusal error={account.error} onRetry={() => account.refetch()} />
        ) : (
          children(account.data)
        )}
      </Container>
      {account.data ? (
        <SellerNav className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white px-2 py-1 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] sm:hidden" />
      ) : null}
    </div>
  );
}

function SellerNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Seller center" className={className}>
      <ul className="grid w-full grid-cols-5 gap-1 sm:flex sm:w-auto sm:gap-2">
        {SECTIONS.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs sm:px-3 font-semibold text-stone-700 sm:min-h-10 sm:flex-row sm:gap-2 sm:text-sm',
                  isActive ? 'bg-brand-50 text-brand-800' : 'hover:bg-stone-100',
                )
              }
            >
              <Icon className="size-5 sm:size-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Refusal({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 403) {
    return (
      <div className="flex max-w-2xl flex-col gap-4">
        <Alert variant="error" title="You cannot sell on the shop from this account">
          <p className="break-words whitespace-pre-wrap">{error.message}</p>
        </Alert>
        <Link to="/vendors" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
          See your vendor registration
        </Link>
      </div>
    );
  }
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <Alert variant="error" title="The seller center could not load">
        {errorMessage(error)}
      </Alert>
      <button
        type="button"
        onClick={onRetry}
        className={buttonVariants({ variant: 'outline', className: 'self-start' })}
      >
        Try again
      </button>
    </div>
  );
}
