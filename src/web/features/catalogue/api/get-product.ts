import { API_PRODUCT, apiPath } from '@shared/api-paths';
import type { Product, ProductResponse } from '@shared/catalogue/product';
import { SAMPLE_PRODUCTS, type SampleProduct } from '@shared/samples';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api';

export const productQueryKey = (id: string) => ['catalogue', 'product', id] as const;

function fromSample(sample: SampleProduct): Product {
  const { imageUrl2, imageUrl3, imageUrl4, imageUrl5, imageUrl6, imageUrl7, isActive: _, ...rest } = sample;
  const images = [sample.imageUrl, imageUrl2, imageUrl3, imageUrl4, imageUrl5, imageUrl6, imageUrl7];
  return { ...rest, images: images.filter((url): url is string => !!url) };
}

/**
 * A built-in sample product (ids "1" to "6", shown by the catalogue when its list fails to load).
 * It exists only in the browser: the server knows no such product, so it cannot be ordered.
 */
export function findSampleProduct(id: string): Product | undefined {
  const sample = SAMPLE_PRODUCTS.find((product) => product.id === id);
  return sample ? fromSample(sample) : undefined;
}

export function sampleProducts(): Product[] {
  return SAMPLE_PRODUCTS.map(fromSample);
}

/** GET /api/catalogue/products/:id: an active product; 404 (ApiError) "Product not found" otherwise. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
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
    queryFn: ({ signal }) => findSampleProduct(id) ?? getProduct(id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    staleTime: 60_000,
  });
}
