/// <reference lib="webworker" />
import {
  API_CATALOGUE_CATEGORIES,
  API_DEAL_EVENTS,
  API_DEALS,
  API_FEATURED_PRODUCTS,
  API_NEW_DEALS_COUNT,
  API_PRODUCTS,
} from '@shared/api-paths';
import { drainOutbox } from '@web/lib/outbox-drain';
import { openIndexedDbOutbox } from '@web/lib/outbox-store';
import { OUTBOX_SYNC_TAG, postOutcome } from '@web/lib/outbox-sync';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { saveAnswersOfMessage, saveAnswersOfPage } from './save-server-answers';
import { isRememberedPage, rememberPage } from './saved-pages';
import {
  APP_SHELL_PATH,
  CACHE_FORM_PARTS_MESSAGE,
  OFFLINE_PAGE_META,
  SW_CACHES,
  SW_IMAGE_CACHE_MAX_ENTRIES,
} from './sw-caches';

/**
 * The shop's service worker (ADR 044). Only GET requests are ever routed here: a write (POST, PUT,
 * PATCH, DELETE) is never matched, so it goes straight to the network and is never cached. Personal
 * answers (cart, account, orders, session) are not routed either: only the public catalogue and
 * deal reads, the built app and same-origin images are kept.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// A new version takes over at once: pages are always fetched from the network while online, so
// an open page never mixes two versions of the app shell.
self.skipWaiting();
clientsClaim();

// The app shell (index.html, the entry chunk, its CSS, the favicon) and what the forms load on
// their first check, so that a first visit that goes offline can still check and queue a form
// (ADR 052); the list is written by the build. Route chunks are kept as they are used (below).
// Without `directoryIndex` and `cleanURLs` Workbox would answer `/` (and `/x` with `x.html`) from the
// precached index.html: the page would lose what the server adds to it (its head, its preloads,
// the payment provider's meta). The precached shell is only for offline navigations, below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// The page request starts while the worker boots, so the worker adds no delay to navigations.
navigationPreload.enable();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages come from the network (each has its own head and preloads). Offline (ADR 047), a public page
// opened before gets the app shell, which reads the saved answers; any other page the shell marked
// for the offline page, which lists what is saved.
const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      const { pathname } = options.url;
      try {
        const response = await pages.handle(options);
        // The page remembers itself too (it sees client-side routes); here the worker keeps the
        // write alive even when the shopper leaves the page at once.
        if (response.ok) {
          options.event.waitUntil(Promise.all([rememberPage(pathname), saveAnswersOfPage(response.clone())]));
        }
        return response;
      } catch (error) {
        const shell = await matchPrecache(APP_SHELL_PATH);
        if (!shell) throw error;
        return (await isRememberedPage(pathname)) ? shell : markedForOfflinePage(shell);
      }
    },
    { denylist: [/^\/api\//, /^\/uploads\//, /^\/dev\//, /^\/metrics/] },
  ),
);

async function markedForOfflinePage(shell: Response): Promise<Response> {
  const html = (await shell.text()).replace(
    '</head>',
    `<meta name="${OFFLINE_PAGE_META}" content="">\n</head>`,
  );
  const headers = new Headers(shell.headers);
  headers.delete('content-length');
  return new Response(html, { status: 200, headers });
}

// Hashed build files never change: a chunk fetched once is read from the cache after that.
const assets = new CacheFirst({
  cacheName: SW_CACHES.assets,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'), assets);

// The parts that lead to a form (dialogs, the cart drawer, the drop-shipping checkout), asked for by
// a page once it is idle after the install (ADR 056): kept like chunks the pages used, fetched one
// at a time at low priority, skipping what is precached or already kept. The list is the build's.
declare const __GM_OFFLINE_PARTS__: string[];
let formParts: Promise<void> | undefined;

function cacheFormParts(event: ExtendableEvent): Promise<void> {
  formParts ??= (async () => {
    for (const url of __GM_OFFLINE_PARTS__) {
      if (getCacheKeyForURL(url)) continue;
      await assets.handle({ event, request: new Request(url, { priority: 'low' }) });
    }
  })().catch((error: unknown) => {
    // The connection dropped: the next page's request tries again.
    formParts = undefined;
    throw error;
  });
  return formParts;
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== CACHE_FORM_PARTS_MESSAGE) return;
  const [port] = event.ports;
  event.waitUntil(
    cacheFormParts(event).then(
      () => port?.postMessage({ cached: true }),
      () => port?.postMessage({ cached: false }),
    ),
  );
});

// Catalogue and deal reads: the saved answer at once, refreshed in the background for next time.
// The live deal stream and the new-deals count are left to the network.
/**
 * A catalogue list is read with a fresh shuffle seed on every visit (and every reshuffle), so offline
 * its exact address is never saved: the same list under another seed is the saved catalogue (ADR 047).
 */
const anyShuffleWhenOffline: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    if (!url.searchParams.has('seed')) return undefined;
    const wanted = withoutSeed(url);
    const cache = await caches.open(SW_CACHES.api);
    for (const key of [...(await cache.keys())].reverse()) {
      if (withoutSeed(new URL(key.url)) === wanted) return cache.match(key);
    }
    return undefined;
  },
};

function withoutSeed(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('seed');
  params.sort();
  return `${url.pathname}?${params}`;
}

const CATALOGUE_READS = [API_CATALOGUE_CATEGORIES, API_FEATURED_PRODUCTS, API_PRODUCTS];
const isDealRead = (pathname: string) =>
  pathname === API_DEALS ||
  (pathname.startsWith(`${API_DEALS}/`) && pathname !== API_DEAL_EVENTS && pathname !== API_NEW_DEALS_COUNT);
registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    (CATALOGUE_READS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`)) ||
      isDealRead(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: SW_CACHES.api,
    plugins: [
      anyShuffleWhenOffline,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Product pictures: read from the cache once seen. The cap keeps the cache to a few megabytes on a
// phone (pictures are small WebP files at the sizes the pages ask for); the oldest go first.
// Pictures on another origin (an S3 bucket) are left to the browser: the worker's CSP allows
// fetching only from the shop's own origin.
registerRoute(
  ({ request, url }) => request.destination === 'image' && sameOrigin(url),
  new CacheFirst({
    cacheName: SW_CACHES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: SW_IMAGE_CACHE_MAX_ENTRIES,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The first page of a visit came before the worker: it sends the answers it was rendered from.
self.addEventListener('message', saveAnswersOfMessage);

// Background Sync of the offline queue (ADR 046): the browser fires it once the connection is back
// (and again, with backoff, while it fails), even with no page open. The queue is in IndexedDB: the
// worker sends it itself, and the open pages hear what became of each item (else the next start
// says it).
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(sendOutbox());
});

async function sendOutbox() {
  const store = await openIndexedDbOutbox();
  if (!store) return;
  const { retry } = await drainOutbox(store, postOutcome);
  // A failed sync is fired again later by the browser.
  if (retry) throw new Error('The outbox waits for the connection');
}
