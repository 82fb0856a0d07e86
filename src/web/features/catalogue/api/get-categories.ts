import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface CategorySummary {
  name: string;
  emoji: string;
  /** A 640-px WebP; the same image exists at -320 and -1024 (see lib/images). */
  imageUrl: string | null;
  country: string | null;
  /** Active products in the category. */
  count: number;
}

export interface CategoriesResponse {
  categories: CategorySummary[];
}

export const categoriesQueryKey = ['catalogue', 'categories'] as const;

/** The catalogue's categories with a count and a sample image, sorted by name. */
export function getCategories(signal?: AbortSignal): Promise<CategoriesResponse> {
  return api<CategoriesResponse>('/api/catalogue/categories', { signal });
}

export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
    select: (data) => data.categories,
  });
}
