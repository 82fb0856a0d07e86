import { PAGE_PATHS } from '@shared/routes';

/** The service worker's runtime caches (sw.ts), named here so that tests can look inside them. */
export const SW_CACHES = {
  /** Hashed build files (route chunks), cache-first. */
  assets: 'gm-assets',
  /** Catalogue and deal answers, stale-while-revalidate. */
  api: 'gm-api',
  /** Same-origin pictures, cache-first, capped. */
  images: 'gm-images',
} as const;

/** At most this many pictures are kept; the least recently added go first. */
export const SW_IMAGE_CACHE_MAX_ENTRIES = 250;

/** The page served for any navigation while offline (precached by the build). */
export const APP_SHELL_PATH = '/index.html';

/** Where the worker is served from (vite.config.ts writes it there). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The public pages this phone opened (ADR 047), by path, newest last: offline, these open from the
 * app shell and the saved answers; any other page gets the offline page. A personal page (account,
 * orders, checkout…) is never listed.
 */
export const SW_PAGES_CACHE = 'gm-pages';

/** At most this many pages are remembered; the least recently opened go first. */
export const SW_PAGES_MAX_ENTRIES = 100;

/** The meta tag the worker adds to the app shell for a page that is not saved: the app shows the offline page. */
export const OFFLINE_PAGE_META = 'gm-offline-page';

const PERSONAL_PAGES =
  /^\/(admin|account|orders|wishlist|auth|reset-password|payment-success|dropshipping-checkout|seller)(\/|$)/;

/** The shop's pages as patterns: a path of none of them (a not-found page) is not worth keeping. */
const SHOP_PAGES = PAGE_PATHS.map((path) => new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}$`));

/** Pages worth opening offline: the shop's public ones, whose data the worker keeps or which need none. */
export function isSavablePage(pathname: string): boolean {
  return !PERSONAL_PAGES.test(pathname) && SHOP_PAGES.some((page) => page.test(pathname));
}

/**
 * The message a page sends the worker once it is idle after the worker's install (ADR 056): fetch
 * the parts that lead to a form (dialogs, the cart drawer, the drop-shipping checkout), so that a
 * first visit that goes offline can still open them. The worker answers on the message's port
 * when they are all kept.
 */
export const CACHE_FORM_PARTS_MESSAGE = 'gm-cache-form-parts';
