import { API_FEATURED_PRODUCTS } from '@shared/api-paths';
import type { Product, ProductListResponse } from '@shared/catalogue/product';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const featuredProductsQueryKey = ['catalogue', 'featured'] as const;

/** The 20 newest active drop-shipping products: the home page's strip (docs/product/catalogue.md, "The home page's strip"). */
export async function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  return (await api<ProductListResponse>(API_FEATURED_PRODUCTS, { signal })).products;
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: featuredProductsQueryKey,
    queryFn: ({ signal }) => getFeaturedProducts(signal),
    staleTime: 5 * 60_000,
  });
}
