import { and, eq, inArray, sql } from 'drizzle-orm';
import { DROPSHIPPING_PAYABLE_STATUSES } from '../../../shared/orders/order-status';
import type { Db } from '../../db/client';
import { dropshippingOrders, paymentAttempts } from '../../db/schema';
import { recordStatusChange } from '../orders/order-history';
import type { DropshippingOrderRow } from './to-dropshipping-order';

export const PAYABLE_ORDER_STATUSES = [...DROPSHIPPING_PAYABLE_STATUSES];

/**
 * The pending -> paid transition, exactly once however many callbacks and webhooks arrive: one
 * conditional UPDATE, and only the caller whose UPDATE changed the row goes on (and sends the
 * e-mail). The reference that paid becomes the order's payment reference; the change goes into
 * the order's status history.
 */
export async function markOrderPaid(
  db: Db,
  options: { orderId: string; reference: string },
): Promise<DropshippingOrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: dropshippingOrders.status })
      .from(dropshippingOrders)
      .where(eq(dropshippingOrders.id, options.orderId))
      .for('update');
    const [row] = await tx
      .update(dropshippingOrders)
      .set({ status: 'paid', paidAt: sql`now()`, paymentReference: options.reference })
      .where(
        and(
          eq(dropshippingOrders.id, options.orderId),
          inArray(dropshippingOrders.status, PAYABLE_ORDER_STATUSES),
        ),
      )
      .returning();
    if (row) {
      await tx
        .update(paymentAttempts)
        .set({ status: 'paid', providerStatus: 'success' })
        .where(eq(paymentAttempts.reference, options.reference));
      await recordStatusChange(tx, {
        kind: 'dropshipping',
        orderId: row.id,
        from: before!.status,
        to: 'paid',
        admin: null,
      });
    }
    return row;
  });
}
