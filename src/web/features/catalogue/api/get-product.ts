import { API_PRODUCT, apiPath } from '@shared/api-paths';
import type { Product, ProductResponse } from '@shared/catalogue/product';
import { isSampleProductId } from '@shared/catalogue/sample-product-ids';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api';
import { getSampleProduct } from './get-sample-catalogue';

export const productQueryKey = (id: string) => ['catalogue', 'product', id] as const;

/** GET /api/catalogue/products/:id: an active product; 404 (ApiError) "Product not found" otherwise. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  if (isSampleProductId(id)) {
    const sample = await getSampleProduct(id);
    if (sample) return sample;
  }
  const { product } = await api<ProductResponse>(apiPath(API_PRODUCT, { id }), {
    signal,
  });
  return product;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** One product (a sample product without asking the server). A missing product is not retried. */
export function useProduct(id: string) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    // Nor read again when a page shows it: a server-rendered page shows it as the server found it.
    retryOnMount: (query) => !isNotFound(query.state.error),
    staleTime: 60_000,
  });
}
