import type { APIRequestContext } from '@playwright/test';
import type { Product } from '../src/shared/catalogue/product';
import { formatCedis, fromPesewas, toPesewas } from '../src/shared/money';
import { expect } from './fixtures';

/**
 * The first seeded drop-shipping product that fits (the e2e server seeds 400, with colours, sizes,
 * minimums and some out of stock), read through the catalogue API, newest first.
 */
export async function findProduct(
  request: APIRequestContext,
  fits: (product: Product) => boolean,
  what: string,
): Promise<Product> {
  for (let offset = 0; offset < 1000; offset += 50) {
    const response = await request.get(`/api/catalogue/products?limit=50&offset=${offset}`);
    expect(response.ok()).toBeTruthy();
    const { products } = (await response.json()) as { products: Product[] };
    const found = products.find(fits);
    if (found) return found;
    if (products.length < 50) break;
  }
  throw new Error(`No seeded product: ${what}`);
}

export const productPath = (product: Pick<Product, 'id'>) => `/dropshipping-product/${product.id}`;

/** "GH₵1,234.50": a price times a quantity, as the pages show it. */
export function cedis(price: string, quantity = 1): string {
  return formatCedis(fromPesewas(toPesewas(price) * quantity));
}
