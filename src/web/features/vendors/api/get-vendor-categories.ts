import { API_VENDOR_CATEGORIES } from '@shared/api-paths';
import type { VendorCategoriesResponse } from '@shared/vendors/vendor-messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const vendorCategoriesQueryKey = ['vendors', 'categories'] as const;

/** GET /api/vendors/categories: the active vendor categories, by name. */
export function getVendorCategories(signal?: AbortSignal): Promise<VendorCategoriesResponse> {
  return api<VendorCategoriesResponse>(API_VENDOR_CATEGORIES, { signal });
}

export function useVendorCategories() {
  return useQuery({
    queryKey: vendorCategoriesQueryKey,
    queryFn: ({ signal }) => getVendorCategories(signal),
    staleTime: 5 * 60_000,
    select: (data) => data.categories,
  });
}
