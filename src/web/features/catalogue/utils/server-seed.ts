import { CATALOGUE_MAX_SEED } from '@shared/catalogue/catalogue-page';
import { CATALOGUE_SEED_TIMING } from '@shared/catalogue/catalogue-url';
import type { QueryClient } from '@tanstack/react-query';
import { type CatalogueListFilters, catalogueProductsQueryKey } from '../api/get-catalogue-products';

let consumed = false;

/**
 * The shuffle seed with which the server announced the catalogue's first page alongside this
 * document (a `Server-Timing` entry of the HTML answer): asking for that very page uses the answer
 * the browser has already fetched. Only while the URL is still the document's own and until the
 * page has used it (`consumeServerSeed`); undefined otherwise (the page then draws its own seed).
 * Reading does not consume it: a concurrent render may be thrown away and start again.
 */
export function serverSeed(location: { pathname: string; search: string }): number | undefined {
  if (consumed || typeof performance.getEntriesByType !== 'function') return undefined;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!navigation?.serverTiming) return undefined;
  const document = new URL(navigation.name);
  if (document.pathname !== location.pathname || document.search !== location.search) return undefined;
  const description = navigation.serverTiming.find(
    (entry) => entry.name === CATALOGUE_SEED_TIMING,
  )?.description;
  const seed = Number(description);
  return description && Number.isInteger(seed) && seed >= 0 && seed <= CATALOGUE_MAX_SEED ? seed : undefined;
}

/**
 * The seed of the first page a server-rendered document came with (ADR 043): the server put that
 * page in the query cache under its key, so the server's render and the browser's hydration both
 * find it here and show the same shuffle. Only until the page has used it (`consumeServerSeed`).
 */
export function prerenderedSeed(
  queryClient: QueryClient,
  filters: Omit<CatalogueListFilters, 'seed'>,
): number | undefined {
  if (consumed) return undefined;
  const [prefix] = catalogueProductsQueryKey(filters);
  for (const [key] of queryClient.getQueriesData({ queryKey: [prefix, 'products'] })) {
    const cached = key[2] as CatalogueListFilters | undefined;
    if (
      cached?.seed !== undefined &&
      (cached.q ?? '') === (filters.q ?? '') &&
      (cached.category ?? '') === (filters.category ?? '') &&
      cached.country === filters.country &&
      cached.sort === filters.sort &&
      cached.rating === filters.rating
    )
      return cached.seed;
  }
  return undefined;
}

/** The page has shown its first shuffle: later visits in this document draw their own seeds. */
export function consumeServerSeed(): void {
  consumed = true;
}
