import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dhlShipments } from '../../db/schema';
import type { Tracker } from '../../lib/tracking';

/** /track for DHL shipments, by their tracking id: the e-mail and contact number given. */
export const dhlTracker: Tracker = {
  kinds: ['dhl'],
  async find(db: Db, reference: string) {
    const [row] = await db
      .select({
        status: dhlShipments.status,
        createdAt: dhlShipments.createdAt,
        updatedAt: dhlShipments.updatedAt,
        email: dhlShipments.email,
        contactNumber: dhlShipments.contactNumber,
      })
      .from(dhlShipments)
      .where(eq(dhlShipments.trackingId, reference));
    return row ? { ...row, emails: [row.email], phones: [row.contactNumber] } : null;
  },
};
