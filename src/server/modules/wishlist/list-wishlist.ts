import { desc, eq } from 'drizzle-orm';
import type { Wishlist } from '../../../shared/wishlist/wishlist';
import type { Db } from '../../db/client';
import { deals, wishlistItems } from '../../db/schema';

/**
 * The user's wishlist, newest first, joined with the deals' current name, picture and price. A
 * deal deleted since (no foreign key, as for the cart) comes back with `deal: null`.
 */
export async function listWishlist(db: Db, userId: string): Promise<Wishlist> {
  const rows = await db
    .select({
      dealId: wishlistItems.dealId,
      addedAt: wishlistItems.createdAt,
      name: deals.name,
      vendor: deals.vendor,
      imageUrl: deals.imageUrl,
      imageUrls: deals.imageUrls,
      discountPrice: deals.discountPrice,
      originalPrice: deals.originalPrice,
      discount: deals.discount,
    })
    .from(wishlistItems)
    .leftJoin(deals, eq(deals.id, wishlistItems.dealId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));

  const items = rows.map(({ dealId, addedAt, name, vendor, imageUrl, imageUrls, ...price }) => ({
    dealId,
    addedAt: addedAt.toISOString(),
    deal:
      name === null || vendor === null || price.discountPrice === null || price.originalPrice === null
        ? null
        : {
            name,
            vendor,
            imageUrl: imageUrl ?? imageUrls?.[0] ?? null,
            discountPrice: price.discountPrice,
            originalPrice: price.originalPrice,
            discount: price.discount ?? 0,
          },
  }));
  return { dealIds: items.map((item) => item.dealId), items };
}
