import { PAGE_PATHS } from '@shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { ShopLayout } from '@web/app/shell/shop-layout';
import { ShopperDetailsFromAccount } from '@web/app/shell/shopper-details';
import { ErrorBoundary } from '@web/components/layout/error-boundary';
import { Spinner } from '@web/components/ui/spinner';
import { lazyComponent } from '@web/lib/load-chunk';
import { NotFoundPage } from '@web/pages/not-found-page';
import { type ComponentType, Suspense, useState } from 'react';
import { matchPath, type RouteObject, useRoutes } from 'react-router';

export type PagePath = (typeof PAGE_PATHS)[number];

/**
 * What a server-rendered page starts as it is about to hydrate, its module loaded: the answer to
 * what the shopper typed before the scripts ran, say (ADR 055). A page module exports it as
 * `beforeHydration`.
 */
type BeforeHydration = (queryClient: QueryClient) => void;

/** A page loaded on first visit: its module once loaded, React.lazy's stand-in until then. */
interface LazyPage {
  loaded?: ComponentType;
  beforeHydration?: BeforeHydration;
  /** A failed load is forgotten: the error boundary's "Try again" loads it again (ADR 052). */
  Lazy: ComponentType;
  /** Loads the page's chunk (one download however often it is called). */
  load(): Promise<ComponentType>;
}

/** A page from a module exporting it by name. */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType> & { beforeHydration?: BeforeHydration }>,
  name: Name,
): LazyPage {
  const page: LazyPage = {
    async load() {
      const module = await load();
      page.beforeHydration = module.beforeHydration;
      page.loaded = module[name];
      return page.loaded;
    },
    Lazy: lazyComponent(async () => ({ page: await page.load() }), 'page'),
  };
  return page;
}

/**
 * A page, rendered directly once its module is there: a server-rendered page then hydrates whole,
 * in one pass (main.tsx loads the chunk first). React.lazy suspends on its first read even of a
 * loaded module and leaves the page's HTML to a later pass, which an update arriving first (the
 * "hydrated" flag) turned into the whole page drawn again from scratch (ADR 048).
 */
function Page({ page }: { page: LazyPage }) {
  // Chosen once per visit of the page: a child whose type changed would be mounted afresh.
  const [Component] = useState(() => page.loaded ?? page.Lazy);
  return <Component />;
}

const DropshippingPage = lazyPage(() => import('@web/pages/dropshipping-page'), 'DropshippingPage');

/**
 * Every page of the shop (src/shared/routes.ts): TypeScript fails if a path is missing. Each loads
 * on first visit, the home page too: in the first chunk it was weight that every other page's
 * first load carried (ADR 048).
 */
export const PAGES: Record<PagePath, LazyPage> = {
  '/': lazyPage(() => import('@web/pages/home-page'), 'HomePage'),
  '/deals': lazyPage(() => import('@web/pages/deals-page'), 'DealsPage'),
  '/product/:id': lazyPage(() => import('@web/pages/product-page'), 'ProductPage'),
  // One catalogue page for the three paths (docs/product/catalogue.md, "The catalogue page").
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
  '/quotes/:reference': lazyPage(() => import('@web/pages/quote-page'), 'QuotePage'),
  '/wishlist': lazyPage(() => import('@web/pages/wishlist-page'), 'WishlistPage'),
  '/account': lazyPage(() => import('@web/pages/account-page'), 'AccountPage'),
  '/track': lazyPage(() => import('@web/pages/track-page'), 'TrackPage'),
  '/vendors': lazyPage(() => import('@web/pages/vendors-page'), 'VendorsPage'),
  '/seller/money': lazyPage(() => import('@web/pages/seller-money-page'), 'SellerMoneyPage'),
  '/seller': lazyPage(() => import('@web/pages/seller-page'), 'SellerPage'),
  '/seller/listings': lazyPage(() => import('@web/pages/seller-listings-page'), 'SellerListingsPage'),
  '/seller/listings/new': lazyPage(() => import('@web/pages/seller-listing-page'), 'SellerListingPage'),
  '/seller/listings/:id': lazyPage(() => import('@web/pages/seller-listing-page'), 'SellerListingPage'),
  '/seller/orders': lazyPage(() => import('@web/pages/seller-orders-page'), 'SellerOrdersPage'),
  '/store/:slug': lazyPage(() => import('@web/pages/store-page'), 'StorePage'),
  '/seller/reviews': lazyPage(() => import('@web/pages/seller-reviews-page'), 'SellerReviewsPage'),
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
  '/rider': lazyPage(() => import('@web/pages/rider-page'), 'RiderPage'),
};

/**
 * The admin area (src/web/admin): its own chunks, its own chrome and router; no shop page imports it.
 * Never rendered on the server (entry-server's paths), so the server renderer leaves it out, and
 * its charts with it: the server would otherwise load them at start and keep them (ADR 075).
 */
const AdminApp = lazyPage(
  import.meta.env.SSR ? async () => ({ AdminApp: NoAdminArea }) : () => import('@web/admin/admin-app'),
  'AdminApp',
);

/** The server renderer's admin area: never rendered. */
function NoAdminArea() {
  return null;
}

/**
 * Loads the chunk of the page at `pathname`; settles once it is there or cannot be had. main.tsx
 * starts it before the first render: its download starts at once, and the preload links Vite adds
 * for the chunk's imports are written in the entry chunk's own task rather than in a long task of
 * their own mid-hydration (ADR 048). A second call reuses the first download.
 */
export async function loadPageChunk(pathname: string): Promise<void> {
  await pageAt(pathname)
    ?.load()
    .catch(() => undefined);
}

/** Starts what the page at `pathname`, its chunk loaded, does before it hydrates (ADR 055). */
export function beforeHydration(pathname: string, queryClient: QueryClient): void {
  pageAt(pathname)?.beforeHydration?.(queryClient);
}

function pageAt(pathname: string): LazyPage | undefined {
  const path = PAGE_PATHS.find((candidate) => matchPath(candidate, pathname));
  return path ? PAGES[path] : undefined;
}

function element(path: PagePath) {
  return <Page page={PAGES[path]} />;
}

/**
 * The route table. Declarative routing (useRoutes under a BrowserRouter) rather than a data
 * router: data comes from TanStack Query, and the data router would add its own weight to every
 * first load.
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
          <Page page={AdminApp} />
        </Suspense>
      </ErrorBoundary>
    ),
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
