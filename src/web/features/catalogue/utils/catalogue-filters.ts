import { CATALOGUE_SEED_POOL } from '@shared/catalogue/catalogue-page';
import {
  CATALOGUE_TABS,
  type CatalogueFilters,
  type CatalogueTab,
  defaultTab,
  tabCountry,
} from '@shared/catalogue/catalogue-url';
import type { Product } from '@shared/catalogue/product';

/**
 * The URL's query for these filters, keeping any other parameter. Defaults are left out: the tab
 * when it is the path's own, and empty text or category.
 */
export function filtersToParams(
  pathname: string,
  filters: CatalogueFilters,
  current: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set('tab', filters.tab === defaultTab(pathname) ? '' : filters.tab);
  set('category', filters.category);
  set('q', filters.q.trim());
  set('sort', filters.sort);
  set('rating', filters.rating ? String(filters.rating) : '');
  return params;
}

export function tabLabel(tab: CatalogueTab): string {
  return CATALOGUE_TABS.find((entry) => entry.value === tab)!.label;
}

/** A new shuffle seed from the pool, never `previous` (a reshuffle must change the order). */
export function newSeed(random: () => number = Math.random, previous?: number): number {
  const drawn = Math.floor(
    random() * (previous === undefined ? CATALOGUE_SEED_POOL : CATALOGUE_SEED_POOL - 1),
  );
  return previous !== undefined && drawn >= previous ? drawn + 1 : drawn;
}

/**
 * The sample products that match the filters, as the database would match them: the tab's
 * country, the category, and the text in the name, description or category, in any case.
 */
export function matchingSamples(samples: readonly Product[], filters: CatalogueFilters): Product[] {
  const country = tabCountry(filters.tab);
  const needle = filters.q.toLowerCase();
  return samples.filter(
    (product) =>
      (!country || product.country === country) &&
      (!filters.category || product.category === filters.category) &&
      product.rating >= filters.rating &&
      (!needle ||
        `${product.name} ${product.description} ${product.category}`.toLowerCase().includes(needle)),
  );
}
