import { filtersFromUrl, tabCountry } from '@shared/catalogue/catalogue-url';
import type { QueryClient } from '@tanstack/react-query';
import { catalogueProductsQuery } from '../api/get-catalogue-products';
import { prerenderedSeed } from './server-seed';

/** The id of the catalogue's GET form (search, category, tab). */
export const CATALOGUE_FILTERS_FORM_ID = 'catalogue-filters';

/**
 * A search typed, or a category chosen, in the server-rendered catalogue before its scripts ran:
 * the list for it is asked for now, as the page is about to hydrate, rather than once hydration has
 * read the form back (useKeptBeforeHydration), so that the answer travels while React hydrates
 * (ADR 055). The same query, with the shuffle the server drew, as the list will then read.
 */
export function prefetchFiltersTypedBeforeHydration(queryClient: QueryClient): void {
  const form = document.getElementById(CATALOGUE_FILTERS_FORM_ID);
  if (!(form instanceof HTMLFormElement)) return;
  const shown = filtersFromUrl(window.location.pathname, new URLSearchParams(window.location.search));
  const field = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLSelectElement
      ? element.value
      : undefined;
  };
  const q = (field('q') ?? shown.q).trim();
  const category = field('category') ?? shown.category;
  if (q === shown.q && category === shown.category) return;
  const country = tabCountry(shown.tab);
  const seed = prerenderedSeed(queryClient, {
    q: shown.q || undefined,
    category: shown.category || undefined,
    country,
  });
  if (seed === undefined) return;
  void queryClient.prefetchInfiniteQuery(
    catalogueProductsQuery({ q: q || undefined, category: category || undefined, country, seed }),
  );
}
