import { asc, eq } from 'drizzle-orm';
import { type Cart, UNKNOWN_PRODUCT } from '../../../shared/cart/cart';
import { cartTotals } from '../../../shared/cart/cart-totals';
import type { Db } from '../../db/client';
import { cartItems, deals } from '../../db/schema';

/** The user's cart joined with the deals; a deleted deal shows as "Unknown Product" at 0. */
export async function getCart(db: Db, userId: string): Promise<Cart> {
  const rows = await db
    .select({
      id: cartItems.id,
      dealId: cartItems.dealId,
      quantity: cartItems.quantity,
      name: deals.name,
      imageUrl: deals.imageUrl,
      imageUrls: deals.imageUrls,
      vendor: deals.vendor,
      price: deals.discountPrice,
    })
    .from(cartItems)
    .leftJoin(deals, eq(deals.id, cartItems.dealId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));

  const items = rows.map((row) => {
    const available = row.name !== null;
    const price = row.price ?? UNKNOWN_PRODUCT.price;
    return {
      id: row.id,
      dealId: row.dealId,
      quantity: row.quantity,
      name: row.name ?? UNKNOWN_PRODUCT.name,
      imageUrl: row.imageUrl ?? row.imageUrls?.[0] ?? null,
      vendor: row.vendor ?? UNKNOWN_PRODUCT.vendor,
      price,
      available,
    };
  });
  return { items, ...cartTotals(items) };
}
