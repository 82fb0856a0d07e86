import { LazyPart } from '@web/components/layout/lazy-part';
import { Logo } from '@web/components/layout/logo';
import { DisclosureBeforeHydration } from '@web/components/ui/before-hydration';
import { buttonVariants } from '@web/components/ui/button';
import { type SessionUser, useSession } from '@web/features/auth/api/get-session';
import { NewDealsBell } from '@web/features/deals/components/new-deals-bell';
import { cn } from '@web/lib/cn';
import { lazyComponent } from '@web/lib/load-chunk';
import { authLinkState } from '@web/lib/redirect';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AccountTriggerContent, accountMenuLabel, accountTriggerClass } from './account-trigger';
import { CartDrawer } from './cart-drawer';
import { CategoriesMenu } from './categories-menu';
import { MobileMenuContent } from './mobile-menu-content';
import { MAIN_NAV } from './nav-links';

// Loaded only when needed: the account menu and the mobile sheet on first use (and on hover/focus).
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazyComponent(loadUserMenu, 'UserMenu');
const loadMobileMenu = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazyComponent(loadMobileMenu, 'default');
const preloadAuthPage = () => void import('@web/pages/auth-page');

/**
 * The cart button and drawer (signed-in shoppers only; docs/product/cart-and-checkout.md, "The cart drawer"). The button is light;
 * the drawer's code loads when it is first pointed at or opened.
 */
function CartDrawerSlot(_props: { user: SessionUser }) {
  return <CartDrawer />;
}

/**
 * The new-deals bell (signed-in shoppers only; badge only above 0, "99+" above 99, click goes to
 * /deals with the toast "Viewing Latest Deals").
 */
function DealsBellSlot(_props: { user: SessionUser }) {
  return <NewDealsBell />;
}

/**
 * The account button. Until first used it is a light button that looks like the menu's trigger;
 * the first click loads the Radix menu and opens it, so no menu code is in the first load.
 */
function AccountMenu({ user }: { user: SessionUser }) {
  const [requested, setRequested] = useState(false);
  const look = <AccountTriggerContent email={user.email} />;
  if (requested) {
    return (
      <LazyPart fallback={<span className={accountTriggerClass}>{look}</span>}>
        <UserMenu user={user} defaultOpen />
      </LazyPart>
    );
  }
  return (
    <button
      type="button"
      className={accountTriggerClass}
      aria-label={accountMenuLabel(user.email)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onClick={() => setRequested(true)}
    >
      {look}
    </button>
  );
}

const mobileMenuButtonClass =
  '-ml-2 inline-flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 md:hidden';

const desktopNavClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors [&_svg]:size-4',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  );

export function Header() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileMenuLoaded, setMobileMenuLoaded] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the sheet whenever the location changes.
  useEffect(() => {
    setMobileOpen(false);
  }, [location.key]);

  const openMobileMenu = () => {
    setMobileMenuLoaded(true);
    setMobileOpen(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* Signed in, a 320-375 px phone has room for every button only with tighter gaps, and below
          360 px only for the mark without the wordmark (e2e/no-horizontal-scroll.spec.ts). */}
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-1 px-4 sm:gap-2 sm:px-6 lg:px-8">
        {/* Before the page's scripts, the menu opens below the header (a native <details>). */}
        <DisclosureBeforeHydration
          className={mobileMenuButtonClass}
          wrapperClassName="md:hidden"
          aria-label="Open menu"
          label={
            <>
              <Menu className="size-6 group-open/disclosure:hidden" aria-hidden="true" />
              <X className="hidden size-6 group-open/disclosure:block" aria-hidden="true" />
            </>
          }
          panel={
            <section
              aria-label="Menu"
              className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white shadow-xl"
            >
              <MobileMenuContent />
            </section>
          }
        >
          <button
            ref={menuButtonRef}
            type="button"
            className={mobileMenuButtonClass}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            onClick={openMobileMenu}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
        </DisclosureBeforeHydration>

        <Logo className="mr-1 sm:mr-2 lg:mr-4" wordmarkClassName={user ? 'max-[359px]:hidden' : undefined} />

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <CategoriesMenu />
          {MAIN_NAV.map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} className={desktopNavClass}>
              <Icon
                aria-hidden="true"
                className={to === '/deals' ? 'fill-gold-400 text-gold-600' : undefined}
              />
              {label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1.5">
          {isLoading ? (
            <span aria-hidden="true" className="h-10 w-24 animate-pulse rounded-lg bg-stone-100" />
          ) : user ? (
            <>
              <CartDrawerSlot user={user} />
              <DealsBellSlot user={user} />
              <AccountMenu user={user} />
            </>
          ) : (
            <Link
              to="/auth"
              state={authLinkState(location)}
              onPointerEnter={preloadAuthPage}
              onFocus={preloadAuthPage}
              onTouchStart={preloadAuthPage}
              className={buttonVariants({ variant: 'primary', size: 'md' })}
            >
              Sign In
            </Link>
          )}
        </div>
      </div>

      {mobileMenuLoaded ? (
        <LazyPart>
          <MobileMenuSheet
            open={mobileOpen}
            onOpenChange={setMobileOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              menuButtonRef.current?.focus();
            }}
          />
        </LazyPart>
      ) : null}
    </header>
  );
}
