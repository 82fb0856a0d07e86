import {
  CATALOGUE_CATEGORY_MAX_LENGTH,
  CATALOGUE_MAX_SEED,
  CATALOGUE_SEARCH_MAX_LENGTH,
} from '@shared/catalogue/catalogue-page';
import type { Product } from '@shared/catalogue/product';
import type { Country } from '@shared/categories';
import { SAMPLE_PRODUCTS } from '@shared/samples';

/** The catalogue's tabs (spec 1, "Drop-shipping catalogue page"), as `?tab=` spells them. */
export const CATALOGUE_TABS = [
  { value: 'all', label: 'All Products', country: undefined },
  { value: 'usa', label: 'USA Suppliers', country: 'USA' },
  { value: 'china', label: 'Chinese Suppliers', country: 'China' },
  { value: 'categories', label: 'Categories', country: undefined },
] as const satisfies readonly { value: string; label: string; country: Country | undefined }[];

export type CatalogueTab = (typeof CATALOGUE_TABS)[number]['value'];

/** What the shopper filters by; every filter combines with the others (spec 1, section 4). */
export interface CatalogueFilters {
  tab: CatalogueTab;
  /** Search text, trimmed; '' for none. */
  q: string;
  /** '' for All Categories. */
  category: string;
}

/** /dropshipping-usa and /dropshipping-china open on their supplier tab; any other path on All Products. */
export function defaultTab(pathname: string): CatalogueTab {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/dropshipping-usa') return 'usa';
  if (path === '/dropshipping-china') return 'china';
  return 'all';
}

function isTab(value: string): value is CatalogueTab {
  return CATALOGUE_TABS.some((tab) => tab.value === value);
}

/**
 * The filters a URL asks for: `tab` (any case; the path's own tab when missing or unknown),
 * `category` and `q`, cut to what the API accepts so that a hand-made link still shows products.
 */
export function filtersFromUrl(pathname: string, params: URLSearchParams): CatalogueFilters {
  const tab = (params.get('tab') ?? '').trim().toLowerCase();
  return {
    tab: isTab(tab) ? tab : defaultTab(pathname),
    q: (params.get('q') ?? '').trim().slice(0, CATALOGUE_SEARCH_MAX_LENGTH),
    category: (params.get('category') ?? '').slice(0, CATALOGUE_CATEGORY_MAX_LENGTH),
  };
}

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
  return params;
}

export function tabLabel(tab: CatalogueTab): string {
  return CATALOGUE_TABS.find((entry) => entry.value === tab)!.label;
}

/** The supplier country a tab filters by (none for All Products and Categories). */
export function tabCountry(tab: CatalogueTab): Country | undefined {
  return CATALOGUE_TABS.find((entry) => entry.value === tab)!.country;
}

/** A new shuffle seed (the API's seeds are 0 to 2^31 - 1). */
export function newSeed(random: () => number = Math.random): number {
  return Math.floor(random() * (CATALOGUE_MAX_SEED + 1));
}

/** The six built-in sample products in the API's shape. */
export const SAMPLE_CATALOGUE: readonly Product[] = SAMPLE_PRODUCTS.map((sample) => ({
  id: sample.id,
  name: sample.name,
  description: sample.description,
  price: sample.price,
  originalPrice: sample.originalPrice,
  discount: sample.discount,
  rating: sample.rating,
  reviews: sample.reviews,
  imageUrl: sample.imageUrl,
  images: [
    sample.imageUrl,
    sample.imageUrl2,
    sample.imageUrl3,
    sample.imageUrl4,
    sample.imageUrl5,
    sample.imageUrl6,
    sample.imageUrl7,
  ].filter((url): url is string => Boolean(url)),
  videoUrl: sample.videoUrl,
  supplier: sample.supplier,
  country: sample.country,
  category: sample.category,
  shippingTime: sample.shippingTime,
  inStock: sample.inStock,
  minOrderQuantity: sample.minOrderQuantity,
  colors: sample.colors,
  sizes: sample.sizes,
  createdAt: sample.createdAt,
}));

/**
 * The sample products that match the filters, as the database would match them: the tab's
 * country, the category, and the text in the name, description or category, in any case.
 */
export function matchingSamples(filters: CatalogueFilters): Product[] {
  const country = tabCountry(filters.tab);
  const needle = filters.q.toLowerCase();
  return SAMPLE_CATALOGUE.filter(
    (product) =>
      (!country || product.country === country) &&
      (!filters.category || product.category === filters.category) &&
      (!needle ||
        `${product.name} ${product.description} ${product.category}`.toLowerCase().includes(needle)),
  );
}
