import { z } from 'zod';
import { dealIdSchema } from '../deals/deal-id-schema';
import { MAX_QUANTITY } from '../quantity';
import { quantitySchema, wholeQuantity } from '../quantity-schema';

/** A cart line whose deal is gone shows this placeholder (docs/product/cart-and-checkout.md, "The cart"). */
export const UNKNOWN_PRODUCT = { name: 'Unknown Product', vendor: 'Unknown Vendor', price: '0.00' } as const;

export const CART_ITEM_NOT_FOUND_MESSAGE = 'This item is not in your cart.';
export const CART_LIMIT_MESSAGE = `You can have at most ${MAX_QUANTITY} of this item in your cart.`;

/** POST /api/cart/items: adds to the quantity already in the cart (default 1). */
export const addCartItemSchema = z.object({
  dealId: dealIdSchema,
  quantity: quantitySchema.default(1),
});
export type AddCartItemInput = z.input<typeof addCartItemSchema>;

/**
 * PATCH /api/cart/items/:itemId: replaces the quantity. 0 or less removes the line (docs/product/cart-and-checkout.md, "The cart"), so only the upper bound and whole numbers are checked.
 */
export const setCartItemQuantitySchema = z.object({
  quantity: wholeQuantity(MAX_QUANTITY),
});
export type SetCartItemQuantityInput = z.input<typeof setCartItemQuantitySchema>;

export interface CartItem {
  /** The cart line's id (used by PATCH and DELETE). */
  id: string;
  dealId: string;
  quantity: number;
  /** The deal's name, or "Unknown Product" when the deal was deleted. */
  name: string;
  imageUrl: string | null;
  /** "Unknown Vendor" when the deal was deleted. */
  vendor: string;
  /** The deal's current discount price (2 decimals), "0.00" when the deal was deleted. */
  price: string;
  /** False when the deal was deleted: checkout refuses the cart until the line is removed. */
  available: boolean;
}

/** GET /api/cart, and the answer of every cart change. */
export interface Cart {
  /** Oldest first: lines keep their place when quantities change. */
  items: CartItem[];
  /** Sum of the quantities (the header's badge). */
  count: number;
  /** Sum of price x quantity, exact, 2 decimals. */
  total: string;
}
