import { ADMIN_PRODUCT_SORTS, type AdminProductSort } from '@shared/catalogue/admin-product';
import { useSearchParams } from 'react-router';

/** The table's state, all of it in the URL (`?q=lamp&country=China&sort=price-asc&page=2`). */
export interface ProductFilters {
  page: number;
  q: string;
  country: string;
  category: string;
  /** '' (all), 'true' or 'false'. */
  active: string;
  inStock: string;
  sort: AdminProductSort;
}

const KEYS = ['q', 'country', 'category', 'active', 'inStock', 'sort'] as const;

/**
 * The product table's filters, read from and written to the URL, so that reload and Back keep
 * them. Changing a filter goes back to page 1. `search` is the query string the API is sent.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const sort = params.get('sort') ?? '';
  const filters: ProductFilters = {
    page: Number.isInteger(raw) && raw >= 1 ? raw : 1,
    q: params.get('q') ?? '',
    country: params.get('country') ?? '',
    category: params.get('category') ?? '',
    active: params.get('active') ?? '',
    inStock: params.get('inStock') ?? '',
    sort: (ADMIN_PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as AdminProductSort) : 'newest',
  };

  const write = (next: ProductFilters) => {
    const search = new URLSearchParams();
    for (const key of KEYS) {
      const value = next[key];
      if (value && !(key === 'sort' && value === 'newest')) search.set(key, value);
    }
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const search = new URLSearchParams();
  for (const key of KEYS) if (filters[key]) search.set(key, filters[key]);
  if (filters.page > 1) search.set('page', String(filters.page));

  return {
    filters,
    search: search.toString(),
    /** A filter changed: back to the first page. */
    setFilter: (key: (typeof KEYS)[number], value: string) => write({ ...filters, [key]: value, page: 1 }),
    setPage: (page: number) => {
      write({ ...filters, page });
      window.scrollTo({ top: 0 });
    },
    clear: () => write({ ...filters, q: '', country: '', category: '', active: '', inStock: '', page: 1 }),
  };
}
