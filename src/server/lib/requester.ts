import { eq } from 'drizzle-orm';
import { REQUEST_KINDS, type RequestKind } from '../../shared/requests/request-kinds';
import { kindOfReference } from '../../shared/requests/track-messages';
import type { Db } from '../db/client';
import { deliveryRequests, dhlShipments, serviceRequests } from '../db/schema';

/** Who sent a request that can be quoted and answered, whatever its table. */
export interface Requester {
  reference: string;
  kind: RequestKind;
  kindLabel: string;
  /** The account that sent it, or null. */
  userId: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  status: string;
}

/**
 * The request a reference names among the kinds the shop quotes and answers (every kind but a
 * vendor registration, which is reviewed in its own view); null when there is none.
 */
export async function findRequester(db: Db, reference: string): Promise<Requester | null> {
  const kind = kindOfReference(reference);
  if (!kind || kind === 'vendor') return null;
  const base = { reference, kind, kindLabel: REQUEST_KINDS[kind].label };
  if (kind === 'delivery') {
    const [row] = await db.select().from(deliveryRequests).where(eq(deliveryRequests.reference, reference));
    return row
      ? {
          ...base,
          userId: row.userId,
          name: row.senderName,
          email: row.senderEmail,
          phone: row.senderPhone,
          status: row.status,
        }
      : null;
  }
  if (kind === 'dhl') {
    const [row] = await db.select().from(dhlShipments).where(eq(dhlShipments.trackingId, reference));
    return row
      ? {
          ...base,
          userId: row.userId,
          name: row.fullName,
          email: row.email,
          phone: row.contactNumber,
          status: row.status,
        }
      : null;
  }
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.reference, reference));
  return row && row.kind === kind
    ? { ...base, userId: row.userId, name: row.name, email: row.email, phone: row.phone, status: row.status }
    : null;
}
