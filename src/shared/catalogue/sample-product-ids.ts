/**
 * The ids of the six built-in sample products (docs/product/catalogue.md, "Sample products"). Their data (sample-products.ts)
 * loads only when a page needs it: after the catalogue failed to load, or for a sample's own page.
 */
export const SAMPLE_PRODUCT_IDS: readonly string[] = ['1', '2', '3', '4', '5', '6'];

export function isSampleProductId(id: string): boolean {
  return SAMPLE_PRODUCT_IDS.includes(id);
}
