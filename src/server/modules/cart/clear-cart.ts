import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';

/** Deletes all of the user's cart lines (spec 1, section 4). */
export async function clearCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
