/**
 * A drop-shipping product that offers colours (sizes) is ordered with one of them chosen
 * (docs/product/catalogue.md, "The product page"). The product page, the checkout form and the API apply this same rule. No zod here:
 * the product page loads it at first render.
 */
export interface ProductOptions {
  colors: readonly string[];
  sizes: readonly string[];
}

export interface ProductChoice {
  selectedColor: string | null;
  selectedSize: string | null;
}

/** What is wrong with one chosen colour or size: none chosen though some are offered, or one not offered. */
export function choiceProblem(
  offered: readonly string[],
  chosen: string | null,
): 'missing' | 'unavailable' | null {
  if (!chosen) return offered.length > 0 ? 'missing' : null;
  return offered.includes(chosen) ? null : 'unavailable';
}

/** The first of colour and size that the product offers and the shopper has not chosen. */
export function missingChoice(product: ProductOptions, choice: ProductChoice): 'color' | 'size' | null {
  if (choiceProblem(product.colors, choice.selectedColor) === 'missing') return 'color';
  if (choiceProblem(product.sizes, choice.selectedSize) === 'missing') return 'size';
  return null;
}
