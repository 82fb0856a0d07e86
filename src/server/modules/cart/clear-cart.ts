import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';

/** Deletes all of the user's cart lines (docs/product/cart-and-checkout.md, "The cart"). */
export async function clearCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
