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
  '/wishlist',
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
