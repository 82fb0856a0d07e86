import { sql } from 'drizzle-orm';
import { CART_LIMIT_MESSAGE } from '../../../shared/cart/cart';
import { DEAL_NOT_FOUND_MESSAGE } from '../../../shared/deals/deal';
import { MAX_QUANTITY } from '../../../shared/quantity';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { findDealRow } from '../deals/get-deal';

export interface AddCartItemOptions {
  userId: string;
  dealId: string;
  quantity: number;
}

/**
 * Adds a deal to the cart; a deal already there gets the quantity added (docs/product/cart-and-checkout.md, "The cart"), in
 * one upsert so that two quick taps cannot create two lines. Beyond 99 the cart is left as it is.
 */
export async function addCartItem(db: Db, options: AddCartItemOptions): Promise<void> {
  const { userId, dealId, quantity } = options;
  if (!(await findDealRow(db, dealId))) throw notFound(DEAL_NOT_FOUND_MESSAGE);

  const written = await db
    .insert(cartItems)
    .values({ userId, dealId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.dealId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_QUANTITY}`,
    })
    .returning({ id: cartItems.id });
  if (written.length === 0) {
    throw new AppError(400, 'CART_LIMIT', CART_LIMIT_MESSAGE, { quantity: CART_LIMIT_MESSAGE });
  }
}
