import { and, eq } from 'drizzle-orm';
import { WISHLIST_ITEM_NOT_FOUND_MESSAGE } from '../../../shared/wishlist/wishlist';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../../lib/uuid';

/**
 * Takes a deal off the user's wishlist (it may have been deleted since). 404 when it is not on
 * this user's wishlist, whoever else has it.
 */
export async function removeFromWishlist(db: Db, options: { userId: string; dealId: string }): Promise<void> {
  const { userId, dealId } = options;
  if (!isUuid(dealId)) throw notFound(WISHLIST_ITEM_NOT_FOUND_MESSAGE);
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.dealId, dealId)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw notFound(WISHLIST_ITEM_NOT_FOUND_MESSAGE);
}
