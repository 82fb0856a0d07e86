import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_PAGE_MESSAGES } from '../../../shared/orders/order-page';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordStatusChange } from './order-history';

export const SHOPPER_CANCEL_NOTE = 'Cancelled by the shopper';

/**
 * The owner cancels a pay-on-delivery order (every line of the checkout) while it is still
 * pending; once the shop has confirmed any line, 409. The lines are locked, so an admin confirming
 * at the same moment either goes first (and the cancel is refused) or finds them cancelled. Each
 * line's history records the change, with no admin, for the admin's list to show.
 */
export async function cancelMyOrder(db: Db, options: { reference: string; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const lines = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.checkoutReference, options.reference), eq(orders.userId, options.userId)))
      .for('update');
    if (lines.length === 0) throw notFound(ORDER_PAGE_MESSAGES.notFound);
    // An order awaiting its online payment may be cancelled too; money that still arrives is refund due.
    if (lines.some((line) => line.status !== 'pending' && line.status !== 'awaiting_payment')) {
      throw new AppError(409, 'ORDER_NOT_CANCELLABLE', ORDER_PAGE_MESSAGES.notCancellable);
    }
    await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(
        inArray(
          orders.id,
          lines.map((line) => line.id),
        ),
      );
    for (const line of lines) {
      await recordStatusChange(tx, {
        kind: 'deal',
        orderId: line.id,
        from: line.status,
        to: 'cancelled',
        admin: null,
        note: SHOPPER_CANCEL_NOTE,
      });
    }
  });
}
