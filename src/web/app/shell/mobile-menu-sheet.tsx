import { buttonVariants } from '@web/components/ui/button';
import { Sheet, SheetContent } from '@web/components/ui/sheet';
import { useSession } from '@web/features/auth/api/get-session';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { authLinkState } from '@web/lib/redirect';
import { Bike, ChevronRight, Heart, LogOut, Package, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { MobileMenuContent } from './mobile-menu-content';

/** A rider's first link: the day's deliveries. */
const RIDER_LINK = { to: '/rider', label: 'My deliveries', Icon: Bike } as const;

const ACCOUNT_LINKS = [
  { to: '/orders', label: 'My orders', Icon: Package },
  { to: '/wishlist', label: 'My wishlist', Icon: Heart },
  { to: '/account', label: 'My account', Icon: UserRound },
] as const;

export interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the sheet closes (the menu button). */
  onCloseAutoFocus: (event: Event) => void;
}

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
        <MobileMenuContent
          account={
            <section aria-label="Account" className="border-t border-stone-200 px-1 pt-5">
              {user ? (
                <div className="flex flex-col gap-1">
                  <p className="px-2 pb-2 text-xs text-stone-500">
                    Signed in as{' '}
                    <span className="block truncate text-sm font-semibold text-stone-900">{user.email}</span>
                  </p>
                  {[...(user.role === 'rider' ? [RIDER_LINK] : []), ...ACCOUNT_LINKS].map(
                    ({ to, label, Icon }) => (
                      <Link
                        key={to}
                        to={to}
                        className="flex items-center gap-3 rounded-lg px-2 py-3 font-semibold text-stone-800 hover:bg-stone-100"
                      >
                        <Icon className="size-5 text-stone-500" aria-hidden="true" />
                        {label}
                        <ChevronRight className="ml-auto size-4 text-stone-400" aria-hidden="true" />
                      </Link>
                    ),
                  )}
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
          }
        />
      </SheetContent>
    </Sheet>
  );
}
