import { and, eq } from 'drizzle-orm';
import { CART_ITEM_NOT_FOUND_MESSAGE } from '../../../shared/cart/cart';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../../lib/uuid';
import { removeCartItem } from './remove-cart-item';

export interface SetCartItemQuantityOptions {
  userId: string;
  itemId: string;
  quantity: number;
}

/** Replaces a line's quantity; 0 or less removes the line (docs/product/cart-and-checkout.md, "The cart"). */
export async function setCartItemQuantity(db: Db, options: SetCartItemQuantityOptions): Promise<void> {
  const { userId, itemId, quantity } = options;
  if (quantity <= 0) return removeCartItem(db, { userId, itemId });
  if (!isUuid(itemId)) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE);
  // Scoped by user: another user's line is "not in your cart", as if it did not exist.
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE);
}
