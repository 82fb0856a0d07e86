import { API_CATALOGUE_CATEGORIES } from '@shared/api-paths';
import type { CategoriesResponse } from '@shared/catalogue/category-summary';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const categoriesQueryKey = ['catalogue', 'categories'] as const;

/** The catalogue's categories with a count and a sample image, sorted by name. */
export function getCategories(signal?: AbortSignal): Promise<CategoriesResponse> {
  return api<CategoriesResponse>(API_CATALOGUE_CATEGORIES, { signal });
}

export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
    select: (data) => data.categories,
  });
}
