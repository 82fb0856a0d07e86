import { API_SIMILAR_PRODUCTS, apiPath } from '@shared/api-paths';
import type { Product, ProductListResponse } from '@shared/catalogue/product';
import { isSampleProductId } from '@shared/catalogue/sample-product-ids';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { getSampleCatalogue } from './get-sample-catalogue';

export const similarProductsQueryKey = (id: string) => ['catalogue', 'similar', id] as const;

/**
 * GET /api/catalogue/products/:id/similar: up to 50, the same category first, topped up by the server
 * (docs/product/catalogue.md, "Similar products"). A sample product's are the other samples.
 */
export async function getSimilarProducts(id: string, signal?: AbortSignal): Promise<Product[]> {
  if (isSampleProductId(id)) return (await getSampleCatalogue()).filter((product) => product.id !== id);
  const path = apiPath(API_SIMILAR_PRODUCTS, { id });
  return (await api<ProductListResponse>(path, { signal })).products;
}

export function useSimilarProducts(id: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: similarProductsQueryKey(id),
    queryFn: ({ signal }) => getSimilarProducts(id, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
