import type { Product } from '@shared/catalogue/product';
import { useQuery } from '@tanstack/react-query';

/**
 * The built-in sample products, loaded on demand: they are shown only when the catalogue fails to
 * load (docs/product/catalogue.md, "Sample products") and on a sample's own page, so no page's first load carries them.
 */
export async function getSampleCatalogue(): Promise<readonly Product[]> {
  return (await import('@shared/catalogue/sample-products')).SAMPLE_CATALOGUE;
}

/** One sample product; it exists only in the browser (the server knows no such product). */
export async function getSampleProduct(id: string): Promise<Product | undefined> {
  return (await getSampleCatalogue()).find((product) => product.id === id);
}

export function useSampleCatalogue({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['catalogue', 'samples'],
    queryFn: getSampleCatalogue,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
