import { isSavablePage, SW_CACHES, SW_PAGES_CACHE, SW_PAGES_MAX_ENTRIES } from './sw-caches';

/**
 * The public pages this phone opened (ADR 047), in a Cache Storage cache that both the page (which
 * sees every route change, client-side ones too) and the service worker (which answers navigations
 * offline) read. Only the path is kept, never a query (a reset link's token, say), and no personal
 * page (sw-caches.ts `isSavablePage`).
 */

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/** Newest last, capped: the page opened again moves to the end. */
export async function rememberPage(pathname: string): Promise<void> {
  const storage = cacheStorage();
  if (!storage || !isSavablePage(pathname)) return;
  try {
    const cache = await storage.open(SW_PAGES_CACHE);
    await cache.delete(pathname);
    await cache.put(pathname, new Response(null, { status: 204 }));
    const keys = await cache.keys();
    const extra = keys.length - SW_PAGES_MAX_ENTRIES;
    if (extra > 0) await Promise.all(keys.slice(0, extra).map((key) => cache.delete(key)));
  } catch {
    // Storage full or refused: the page only will not open offline.
  }
}

export async function isRememberedPage(pathname: string): Promise<boolean> {
  const storage = cacheStorage();
  if (!storage || !isSavablePage(pathname)) return false;
  const cache = await storage.open(SW_PAGES_CACHE);
  return (await cache.match(pathname)) !== undefined;
}

/** The remembered paths, most recent first. */
export async function rememberedPages(): Promise<string[]> {
  const storage = cacheStorage();
  if (!storage) return [];
  const cache = await storage.open(SW_PAGES_CACHE);
  return (await cache.keys()).map((request) => new URL(request.url).pathname).reverse();
}

export interface SavedItem {
  /** The page that shows it. */
  path: string;
  name: string;
}

const SAVED_DETAILS = [
  { answer: /^\/api\/catalogue\/products\/([^/]+)$/, page: '/dropshipping-product/', field: 'product' },
  { answer: /^\/api\/deals\/([^/]+)$/, page: '/product/', field: 'deal' },
] as const;

/** The products and deals whose answers the worker saved (SW_CACHES.api), most recent first. */
export async function savedProductsAndDeals(): Promise<SavedItem[]> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(SW_CACHES.api))) return [];
  const cache = await storage.open(SW_CACHES.api);
  const items: SavedItem[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    const { pathname } = new URL(request.url);
    for (const { answer, page, field } of SAVED_DETAILS) {
      const id = answer.exec(pathname)?.[1];
      if (!id) continue;
      const name = await savedName(cache, request, field);
      const path = page + id;
      if (name && !items.some((item) => item.path === path)) items.push({ path, name });
    }
  }
  return items;
}

async function savedName(cache: Cache, request: Request, field: string): Promise<string | null> {
  try {
    const body = (await (await cache.match(request))?.json()) as
      | Record<string, { name?: unknown }>
      | undefined;
    const name = body?.[field]?.name;
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}
