import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PAGE_STEP,
  type ProductPageResponse,
} from '@shared/catalogue/catalogue-page';
import { type CatalogueProductsQuery, catalogueProductsPath } from '@shared/catalogue/catalogue-url';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** One page of the filtered, shuffled catalogue and how many products match. */
export function getCatalogueProducts(
  query: CatalogueProductsQuery,
  signal?: AbortSignal,
): Promise<ProductPageResponse> {
  // A sorted page is the same for every seed: asked for without one (firstCataloguePagePath too).
  return api<ProductPageResponse>(catalogueProductsPath(query.sort ? { ...query, seed: undefined } : query), {
    signal,
  });
}

export type CatalogueListFilters = Pick<
  CatalogueProductsQuery,
  'q' | 'category' | 'country' | 'seed' | 'sort' | 'rating'
>;

export const catalogueProductsQueryKey = (filters: CatalogueListFilters) =>
  ['catalogue', 'products', filters] as const;

/**
 * The catalogue in pages read from the database (docs/product/catalogue.md, "Paging"): 50 products, then 20 per
 * `fetchNextPage`, in the order the seed draws.
 */
export function catalogueProductsQuery(filters: CatalogueListFilters) {
  return infiniteQueryOptions({
    queryKey: catalogueProductsQueryKey(filters),
    queryFn: ({ pageParam, signal }) =>
      getCatalogueProducts(
        {
          ...filters,
          offset: pageParam,
          limit: pageParam === 0 ? CATALOGUE_PAGE_SIZE : CATALOGUE_PAGE_STEP,
        },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage: ProductPageResponse, pages: ProductPageResponse[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
      // An empty page means the catalogue shrank meanwhile: nothing more to read.
      return lastPage.products.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
    // The list is shuffled for this visit; reading it again on every focus would only cost data.
    staleTime: 5 * 60_000,
  });
}

/**
 * The catalogue's pages for the filters. While other filters or a new seed load, the previous list
 * stays in `data` (`isPlaceholderData`).
 */
export function useCatalogueProducts(filters: CatalogueListFilters) {
  return useInfiniteQuery({ ...catalogueProductsQuery(filters), placeholderData: keepPreviousData });
}
