import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dropshippingOrders, paymentAttempts } from '../../db/schema';
import type { Tracker } from '../../lib/tracking';
import { toTrackedOrderRecord } from '../orders/tracked-order';

/** /track for drop-shipping orders, by any of their payment references: the e-mail and phone given. */
export const dropshippingOrderTracker: Tracker = {
  kinds: ['dropshipping_order'],
  async find(db: Db, reference: string) {
    const attempt = db
      .select({ orderId: paymentAttempts.orderId })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference));
    const [row] = await db
      .select({
        id: dropshippingOrders.id,
        name: dropshippingOrders.productName,
        quantity: dropshippingOrders.quantity,
        status: dropshippingOrders.status,
        createdAt: dropshippingOrders.createdAt,
        email: dropshippingOrders.email,
        phone: dropshippingOrders.phone,
        reference: dropshippingOrders.reference,
      })
      .from(dropshippingOrders)
      .where(
        or(
          eq(dropshippingOrders.reference, reference),
          eq(dropshippingOrders.paymentReference, reference),
          inArray(dropshippingOrders.id, attempt),
        ),
      )
      .limit(1);
    if (!row) return null;
    return toTrackedOrderRecord(
      db,
      'dropshipping',
      [row],
      { emails: [row.email], phones: [row.phone] },
      row.reference ?? reference,
    );
  },
};
