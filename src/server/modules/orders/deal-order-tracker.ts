import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import type { Tracker } from '../../lib/tracking';
import { toTrackedOrderRecord } from './tracked-order';

/** /track for pay-on-delivery orders, by their ORD- reference: the delivery phone or the account's e-mail. */
export const dealOrderTracker: Tracker = {
  kinds: ['deal_order'],
  async find(db: Db, reference: string) {
    const rows = await db
      .select({
        id: orders.id,
        name: orders.dealName,
        quantity: orders.quantity,
        status: orders.status,
        createdAt: orders.createdAt,
        phone: orders.deliveryPhone,
        email: users.email,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.checkoutReference, reference))
      .orderBy(asc(orders.createdAt), asc(orders.dealName), asc(orders.id));
    return toTrackedOrderRecord(
      db,
      'deal',
      rows,
      {
        emails: [rows[0]?.email ?? null],
        phones: [...new Set(rows.map((row) => row.phone))],
      },
      reference,
    );
  },
};
