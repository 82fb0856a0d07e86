import { PAGE_PATHS } from '@shared/routes';
import { ShopLayout } from '@web/app/shell/shop-layout';
import { ShopperDetailsFromAccount } from '@web/app/shell/shopper-details';
import { ErrorBoundary } from '@web/components/layout/error-boundary';
import { Spinner } from '@web/components/ui/spinner';
import { NotFoundPage } from '@web/pages/not-found-page';
import { type ComponentType, lazy, Suspense } from 'react';
import { matchPath, type RouteObject, useRoutes } from 'react-router';

export type PagePath = (typeof PAGE_PATHS)[number];

/** A page component; a lazily loaded one can start loading its chunk before it renders. */
type Page = ComponentType & { load?: () => Promise<unknown> };

/** A page loaded on first visit, from a module exporting it by name. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): Page {
  const page: Page = lazy(
    async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }),
  );
  page.load = load;
  return page;
}

const DropshippingPage = lazyPage(() => import('@web/pages/dropshipping-page'), 'DropshippingPage');

/**
 * Every page of the shop (src/shared/routes.ts): TypeScript fails if a path is missing. Each loads
 * on first visit, the home page too: in the first chunk it was 8 KB gzipped that every other
 * page's first load carried (ADR 048).
 */
export const PAGES: Record<PagePath, Page> = {
  '/': lazyPage(() => import('@web/pages/home-page'), 'HomePage'),
  '/deals': lazyPage(() => import('@web/pages/deals-page'), 'DealsPage'),
  '/product/:id': lazyPage(() => import('@web/pages/product-page'), 'ProductPage'),
  // One catalogue page for the three paths (spec 1, section 2).
  '/dropshipping': DropshippingPage,
  '/dropshipping-usa': DropshippingPage,
  '/dropshipping-china': DropshippingPage,
  '/dropshipping-product/:id': lazyPage(
    () => import('@web/pages/dropshipping-product-page'),
    'DropshippingProductPage',
  ),
  '/dropshipping-checkout/:id': lazyPage(
    () => import('@web/pages/dropshipping-checkout-page'),
    'DropshippingCheckoutPage',
  ),
  '/payment-success': lazyPage(() => import('@web/pages/payment-success-page'), 'PaymentSuccessPage'),
  '/auth': lazyPage(() => import('@web/pages/auth-page'), 'AuthPage'),
  '/reset-password': lazyPage(() => import('@web/pages/reset-password-page'), 'ResetPasswordPage'),
  '/orders': lazyPage(() => import('@web/pages/orders-page'), 'OrdersPage'),
  '/orders/:reference': lazyPage(() => import('@web/pages/order-page'), 'OrderPage'),
  '/wishlist': lazyPage(() => import('@web/pages/wishlist-page'), 'WishlistPage'),
  '/account': lazyPage(() => import('@web/pages/account-page'), 'AccountPage'),
  '/track': lazyPage(() => import('@web/pages/track-page'), 'TrackPage'),
  '/vendors': lazyPage(() => import('@web/pages/vendors-page'), 'VendorsPage'),
  '/delivery': lazyPage(() => import('@web/pages/delivery-page'), 'DeliveryPage'),
  '/driver-rider-application': lazyPage(
    () => import('@web/pages/driver-rider-application-page'),
    'DriverRiderApplicationPage',
  ),
  '/dhl-shipping': lazyPage(() => import('@web/pages/dhl-shipping-page'), 'DhlShippingPage'),
  '/shop-for-me': lazyPage(() => import('@web/pages/shop-for-me-page'), 'ShopForMePage'),
  '/shop-ship-usa': lazyPage(() => import('@web/pages/shop-ship-usa-page'), 'ShopShipUsaPage'),
  '/shop-ship-china': lazyPage(() => import('@web/pages/shop-ship-china-page'), 'ShopShipChinaPage'),
  '/shop-ship-dubai': lazyPage(() => import('@web/pages/shop-ship-dubai-page'), 'ShopShipDubaiPage'),
  '/insurance': lazyPage(() => import('@web/pages/insurance-page'), 'InsurancePage'),
  '/contact': lazyPage(() => import('@web/pages/contact-page'), 'ContactPage'),
  '/about': lazyPage(() => import('@web/pages/about-page'), 'AboutPage'),
  '/support': lazyPage(() => import('@web/pages/support-page'), 'SupportPage'),
  '/terms': lazyPage(() => import('@web/pages/terms-page'), 'TermsPage'),
  '/privacy': lazyPage(() => import('@web/pages/privacy-page'), 'PrivacyPage'),
  '/returns': lazyPage(() => import('@web/pages/returns-page'), 'ReturnsPage'),
};

/** The admin area (src/web/admin): its own chunks, its own chrome and router; no shop page imports it. */
const AdminApp = lazyPage(() => import('@web/admin/admin-app'), 'AdminApp');

/**
 * Starts loading the chunk of the page at `pathname` (main.tsx, before the first render): its
 * download starts at once, and the preload links Vite adds for the chunk's imports are written in
 * the entry chunk's own task rather than in a long task of their own mid-hydration (ADR 048).
 */
export function loadPageChunk(pathname: string): void {
  const path = PAGE_PATHS.find((candidate) => matchPath(candidate, pathname));
  if (path) void PAGES[path].load?.().catch(() => undefined);
}

function element(path: PagePath) {
  const Page = PAGES[path];
  return <Page />;
}

/**
 * The route table. Declarative routing (useRoutes under a BrowserRouter) rather than a data
 * router: data comes from TanStack Query, and the data router would add about 17 KB gzipped to
 * every first load.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <ShopperDetailsFromAccount>
        <ShopLayout />
      </ShopperDetailsFromAccount>
    ),
    children: [
      ...PAGE_PATHS.map((path) => ({ path, element: element(path) })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/admin/*',
    element: (
      <ErrorBoundary>
        <Suspense fallback={<Spinner className="min-h-dvh" />}>
          <AdminApp />
        </Suspense>
      </ErrorBoundary>
    ),
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
