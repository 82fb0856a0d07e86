import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { DEAL_NOT_FOUND_MESSAGE } from '../../../shared/deals/deal';
import type { PlaceCartOrderResponse, placeCartOrderSchema } from '../../../shared/orders/order';
import { CART_EMPTY_MESSAGE } from '../../../shared/orders/order-messages';
import type { Db } from '../../db/client';
import { cartItems, deals } from '../../db/schema';
import { AppError } from '../../errors';
import { placeCheckout } from './place-checkout';

export interface PlaceCartOrderOptions {
  userId: string;
  /** The account's e-mail, for the confirmation of an order paid online (sent once it is paid). */
  email: string;
  delivery: z.output<typeof placeCartOrderSchema>;
}

/**
 * "Complete Your Order" from the cart: one order per cart line at the deals' current prices, all
 * under one reference with the delivery fee (`placeCheckout`, ADR 040), and the cart emptied, in
 * one transaction. Nothing is written when the cart is empty or holds a deal that no longer exists.
 */
export async function placeCartOrder(
  db: Db,
  options: PlaceCartOrderOptions,
): Promise<PlaceCartOrderResponse> {
  const { userId, email } = options;
  return db.transaction(async (tx) => {
    // Locking the lines makes a second checkout (a double tap) wait for this one, then find an
    // empty cart instead of ordering everything twice.
    const lines = await tx
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .for('update');
    if (lines.length === 0) throw new AppError(400, 'CART_EMPTY', CART_EMPTY_MESSAGE);

    // A key-share lock keeps the deals from being deleted until the orders are written; price
    // edits may go on (the orders keep the price read here).
    const dealRows = await tx
      .select()
      .from(deals)
      .where(
        and(
          inArray(
            deals.id,
            lines.map((line) => line.dealId),
          ),
          eq(deals.hiddenBySuspension, false),
        ),
      )
      .for('key share');
    const dealsById = new Map(dealRows.map((deal) => [deal.id, deal]));

    const gone = lines.filter((line) => !dealsById.has(line.dealId));
    if (gone.length > 0) throw unavailable(gone.map((line) => line.id));

    const checkout = await placeCheckout(tx, {
      userId,
      email,
      lines: lines.map((line) => ({ deal: dealsById.get(line.dealId)!, quantity: line.quantity })),
      choice: options.delivery,
    });
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.userId, userId),
        inArray(
          cartItems.id,
          lines.map((line) => line.id),
        ),
      ),
    );

    return checkout;
  });
}

/** 409 naming the lines as the cart shows them ("Unknown Product"), with their ids in `fields`. */
function unavailable(itemIds: string[]): AppError {
  const one = itemIds.length === 1;
  const message = one
    ? 'An item in your cart ("Unknown Product") is no longer available. Please remove it and try again.'
    : `${itemIds.length} items in your cart ("Unknown Product") are no longer available. Please remove them and try again.`;
  const fields = Object.fromEntries(itemIds.map((id) => [`items.${id}`, DEAL_NOT_FOUND_MESSAGE]));
  return new AppError(409, 'DEALS_UNAVAILABLE', message, fields);
}
