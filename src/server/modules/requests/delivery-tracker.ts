import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryRequests } from '../../db/schema';
import type { Tracker } from '../../lib/tracking';

/** /track for delivery requests: the sender's e-mail and phone, and the receiver's phone. */
export const deliveryTracker: Tracker = {
  kinds: ['delivery'],
  async find(db: Db, reference: string) {
    const [row] = await db
      .select({
        status: deliveryRequests.status,
        createdAt: deliveryRequests.createdAt,
        updatedAt: deliveryRequests.updatedAt,
        senderEmail: deliveryRequests.senderEmail,
        senderPhone: deliveryRequests.senderPhone,
        receiverPhone: deliveryRequests.receiverPhone,
      })
      .from(deliveryRequests)
      .where(eq(deliveryRequests.reference, reference));
    return row ? { ...row, emails: [row.senderEmail], phones: [row.senderPhone, row.receiverPhone] } : null;
  },
};
