import { and, eq } from 'drizzle-orm';
import { CART_ITEM_NOT_FOUND_MESSAGE } from '../../../shared/cart/cart';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../../lib/uuid';

export interface RemoveCartItemOptions {
  userId: string;
  itemId: string;
}

/** Removes one of the user's cart lines; 404 for a line that is not theirs. */
export async function removeCartItem(db: Db, options: RemoveCartItemOptions): Promise<void> {
  const { userId, itemId } = options;
  if (!isUuid(itemId)) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE);
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE);
}
