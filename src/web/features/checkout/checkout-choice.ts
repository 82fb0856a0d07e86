import { CHECKOUT_LIMITS } from '@shared/checkout/checkout-messages';

/** What the product page passes to the checkout (router state): the shopper's choice. */
export interface CheckoutChoice {
  quantity: number;
  selectedColor: string | null;
  selectedSize: string | null;
}

export function checkoutPath(productId: string): string {
  return `/dropshipping-checkout/${encodeURIComponent(productId)}`;
}

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The choice in router state (or storage), or null when there is none or it is not one. */
export function readCheckoutChoice(value: unknown): CheckoutChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { quantity, selectedColor, selectedSize } = value as Record<string, unknown>;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return null;
  if (quantity < 1 || quantity > CHECKOUT_LIMITS.quantity) return null;
  return { quantity, selectedColor: optionalText(selectedColor), selectedSize: optionalText(selectedSize) };
}
