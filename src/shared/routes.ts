/**
 * Every page of the shop. The web router registers them; the server answers 404 (with the app's
 * own not-found page) for any other path.
 */
export const PAGE_PATHS = [
  '/',
  '/deals',
  '/product/:id',
  '/dropshipping',
  '/dropshipping-usa',
  '/dropshipping-china',
  '/dropshipping-product/:id',
  '/dropshipping-checkout/:id',
  '/payment-success',
  '/auth',
  '/reset-password',
  '/orders',
  '/track',
  '/vendors',
  '/delivery',
  '/driver-rider-application',
  '/dhl-shipping',
  '/shop-for-me',
  '/shop-ship-usa',
  '/shop-ship-china',
  '/shop-ship-dubai',
  '/insurance',
  '/contact',
  '/about',
  '/support',
] as const;

/**
 * The admin area's pages (src/web/admin, its own lazily loaded part of the app and its own router).
 * Add a view's path here when the view lands: the server answers 404 for any other /admin path.
 */
export const ADMIN_PAGES = {
  dashboard: '/admin',
  products: '/admin/products',
  createDeal: '/admin/deals/new',
  deals: '/admin/deals',
  dhl: '/admin/dhl',
  orders: '/admin/orders',
  requests: '/admin/requests',
  vendors: '/admin/vendors',
  analytics: '/admin/analytics',
  activity: '/admin/activity',
  admins: '/admin/admins',
} as const;

const matchers = [...PAGE_PATHS, ...Object.values(ADMIN_PAGES)].map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/gi, '[^/]+')}/?$`),
);

export function isPagePath(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}
