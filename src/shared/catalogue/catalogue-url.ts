import { API_PRODUCTS } from '../api-paths';
import type { Country } from '../categories';
import {
  CATALOGUE_CATEGORY_MAX_LENGTH,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SEARCH_MAX_LENGTH,
} from './catalogue-page';

// The catalogue page's URL and the API request it makes first, read the same way by the web app
// and by the server (which announces that request with the HTML). Zod-free: in the page's first load.

/** The catalogue's tabs (docs/product/catalogue.md, "The catalogue page"), as `?tab=` spells them. */
export const CATALOGUE_TABS = [
  { value: 'all', label: 'All Products', country: undefined },
  { value: 'usa', label: 'USA Suppliers', country: 'USA' },
  { value: 'china', label: 'Chinese Suppliers', country: 'China' },
  { value: 'categories', label: 'Categories', country: undefined },
] as const satisfies readonly { value: string; label: string; country: Country | undefined }[];

export type CatalogueTab = (typeof CATALOGUE_TABS)[number]['value'];

/** What the shopper filters by; every filter combines with the others (docs/product/catalogue.md, "Filters and the URL"). */
export interface CatalogueFilters {
  tab: CatalogueTab;
  /** Search text, trimmed; '' for none. */
  q: string;
  /** '' for All Categories. */
  category: string;
  /** '' for the shuffled order; 'rating' for best rated first. */
  sort: CatalogueSort;
  /** 0 for every rating; 4 for 4 stars and up. */
  rating: CatalogueMinRating;
}

/** The catalogue's orders, as `?sort=` spells them (docs/decisions/070). */
export const CATALOGUE_SORTS = [
  { value: '', label: 'Recommended' },
  { value: 'rating', label: 'Best rated' },
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]['value'];

/** The catalogue's rating filter, as `?rating=` spells it. */
export const CATALOGUE_RATINGS = [
  { value: 0, label: 'Any rating' },
  { value: 4, label: '4 stars and up' },
] as const;
export type CatalogueMinRating = (typeof CATALOGUE_RATINGS)[number]['value'];

const TAB_PATHS: Record<string, CatalogueTab> = {
  '/dropshipping': 'all',
  '/dropshipping-usa': 'usa',
  '/dropshipping-china': 'china',
};

/** The catalogue page's paths: /dropshipping, /dropshipping-usa, /dropshipping-china. */
export function isCataloguePath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') in TAB_PATHS;
}

/** /dropshipping-usa and /dropshipping-china open on their supplier tab; any other path on All Products. */
export function defaultTab(pathname: string): CatalogueTab {
  return TAB_PATHS[pathname.replace(/\/+$/, '')] ?? 'all';
}

function isTab(value: string): value is CatalogueTab {
  return CATALOGUE_TABS.some((tab) => tab.value === value);
}

/**
 * The filters a URL asks for: `tab` (any case; the path's own tab when missing or unknown),
 * `category`, `q`, `sort` and `rating`, cut to what the API accepts so that a hand-made link still shows products.
 */
export function filtersFromUrl(pathname: string, params: URLSearchParams): CatalogueFilters {
  const tab = (params.get('tab') ?? '').trim().toLowerCase();
  return {
    tab: isTab(tab) ? tab : defaultTab(pathname),
    q: (params.get('q') ?? '').trim().slice(0, CATALOGUE_SEARCH_MAX_LENGTH),
    category: (params.get('category') ?? '').slice(0, CATALOGUE_CATEGORY_MAX_LENGTH),
    sort: params.get('sort') === 'rating' ? 'rating' : '',
    rating: params.get('rating') === '4' ? 4 : 0,
  };
}

/** The supplier country a tab filters by (none for All Products and Categories). */
export function tabCountry(tab: CatalogueTab): Country | undefined {
  return CATALOGUE_TABS.find((entry) => entry.value === tab)!.country;
}

/** One request of GET /api/catalogue/products: the filters, the shuffle seed and the page. */
export interface CatalogueProductsQuery {
  q?: string;
  category?: string;
  country?: Country;
  seed?: number;
  sort?: 'rating';
  rating?: 4;
  offset?: number;
  limit?: number;
}

const QUERY_ORDER = ['q', 'category', 'country', 'seed', 'sort', 'rating', 'offset', 'limit'] as const;

/** The request's URL, its parameters always in one order (a preloaded answer is found by its URL). */
export function catalogueProductsPath(query: CatalogueProductsQuery): string {
  const params = new URLSearchParams();
  for (const key of QUERY_ORDER) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_PRODUCTS}${search ? `?${search}` : ''}`;
}

/** The page's first request for these filters and seed: the first 50 products. */
export function firstCataloguePagePath(filters: CatalogueFilters, seed: number): string {
  return catalogueProductsPath({
    q: filters.q,
    category: filters.category,
    country: tabCountry(filters.tab),
    // A sorted page is the same for every seed: none is sent, so every shopper shares its answer.
    seed: filters.sort ? undefined : seed,
    sort: filters.sort || undefined,
    rating: filters.rating || undefined,
    offset: 0,
    limit: CATALOGUE_PAGE_SIZE,
  });
}

/**
 * The name of the `Server-Timing` entry by which the HTML of a catalogue page hands over the seed
 * of the first page it announced (`catalogue-seed;desc="123"`): script can read it, no cookie needed.
 */
export const CATALOGUE_SEED_TIMING = 'catalogue-seed';
