import { buttonVariants } from '@web/components/ui/button';
import { Sheet, SheetContent } from '@web/components/ui/sheet';
import { useSession } from '@web/features/auth/api/get-session';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { CategoryGrid } from '@web/features/catalogue/components/category-grid';
import { authLinkState } from '@web/lib/redirect';
import { ArrowRight, ChevronRight, Heart, Home, LogOut, Package, Search, UserRound } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { ALL_CATEGORIES_HREF, MAIN_NAV, MOBILE_CATEGORY_TILES } from './nav-links';

export interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the sheet closes (the menu button). */
  onCloseAutoFocus: (event: Event) => void;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-lg px-3 py-3 text-base font-semibold ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100'
  }`;

/**
 * The menu under 768 px: the nav links and Track a request, 6 category tiles, View All Categories
 * and the account. The header closes it when the location changes (any link followed inside it).
 */
export default function MobileMenuSheet({ open, onOpenChange, onCloseAutoFocus }: MobileMenuSheetProps) {
  const { user } = useSession();
  const signOut = useSignOut();
  const location = useLocation();
  const close = () => onOpenChange(false);
  const authState = authLinkState(location);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        title="Menu"
        description="Shop links and categories"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="flex flex-col gap-6 px-3 py-4">
          <nav aria-label="Main">
            <ul className="flex flex-col gap-0.5">
              <li>
                <NavLink to="/" end className={navLinkClass}>
                  <Home className="size-5 text-brand-700" aria-hidden="true" />
                  Home
                </NavLink>
              </li>
              {MAIN_NAV.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink to={to} className={navLinkClass}>
                    <Icon className="size-5 text-brand-700" aria-hidden="true" />
                    {label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/track" className={navLinkClass}>
                  <Search className="size-5 text-brand-700" aria-hidden="true" />
                  Track a request
                </NavLink>
              </li>
            </ul>
          </nav>

          <section aria-labelledby="mobile-categories-heading" className="flex flex-col gap-3 px-1">
            <h2
              id="mobile-categories-heading"
              className="text-xs font-bold tracking-wider text-brand-700 uppercase"
            >
              Categories
            </h2>
            <CategoryGrid
              limit={MOBILE_CATEGORY_TILES}
              layout="stacked"
              className="grid grid-cols-2 gap-2.5"
            />
            <Link
              to={ALL_CATEGORIES_HREF}
              className="inline-flex items-center justify-between rounded-lg border border-stone-200 px-3 py-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              View All Categories
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </section>

          <section aria-label="Account" className="border-t border-stone-200 px-1 pt-5">
            {user ? (
              <div className="flex flex-col gap-1">
                <p className="px-2 pb-2 text-xs text-stone-500">
                  Signed in as{' '}
                  <span className="block truncate text-sm font-semibold text-stone-900">{user.email}</span>
                </p>
                <Link
                  to="/orders"
                  className="flex items-center gap-3 rounded-lg px-2 py-3 font-semibold text-stone-800 hover:bg-stone-100"
                >
                  <Package className="size-5 text-stone-500" aria-hidden="true" />
                  My orders
                  <ChevronRight className="ml-auto size-4 text-stone-400" aria-hidden="true" />
                </Link>
                <Link
                  to="/wishlist"
                  className="flex items-center gap-3 rounded-lg px-2 py-3 font-semibold text-stone-800 hover:bg-stone-100"
                >
                  <Heart className="size-5 text-stone-500" aria-hidden="true" />
                  My wishlist
                  <ChevronRight className="ml-auto size-4 text-stone-400" aria-hidden="true" />
                </Link>
                <Link
                  to="/account"
                  className="flex items-center gap-3 rounded-lg px-2 py-3 font-semibold text-stone-800 hover:bg-stone-100"
                >
                  <UserRound className="size-5 text-stone-500" aria-hidden="true" />
                  My account
                  <ChevronRight className="ml-auto size-4 text-stone-400" aria-hidden="true" />
                </Link>
                <button
                  type="button"
                  disabled={signOut.isPending}
                  onClick={() => signOut.mutate(undefined, { onSuccess: close })}
                  className="flex items-center gap-3 rounded-lg px-2 py-3 text-left font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60"
                >
                  <LogOut className="size-5 text-stone-500" aria-hidden="true" />
                  Sign Out
                </button>
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Link to="/auth" state={authState} className={buttonVariants({ variant: 'primary' })}>
                  Sign In
                </Link>
                <Link
                  to="/auth?tab=signup"
                  state={authState}
                  className={buttonVariants({ variant: 'outline' })}
                >
                  Create account
                </Link>
              </div>
            )}
          </section>
        </div>
      </SheetContent>
    </Sheet>
  );
}
