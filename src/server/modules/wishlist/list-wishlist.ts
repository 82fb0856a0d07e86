import { desc, eq } from 'drizzle-orm';
import type { Wishlist } from '../../../shared/wishlist/wishlist';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema';

/** The deal ids on the user's wishlist, newest first. */
export async function listWishlist(db: Db, userId: string): Promise<Wishlist> {
  const rows = await db
    .select({ dealId: wishlistItems.dealId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return { dealIds: rows.map((row) => row.dealId) };
}
