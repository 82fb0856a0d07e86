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
