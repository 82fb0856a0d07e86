import { and, eq } from 'drizzle-orm';
import {
  SERVICE_REQUEST_KINDS,
  type ServiceRequestKind,
  type TrackKind,
} from '../../../shared/requests/request-kinds';
import type { Db } from '../../db/client';
import { serviceRequests } from '../../db/schema';
import type { Tracker } from '../../lib/tracking';

/** /track for the kinds kept in `service_requests`: the e-mail and phone given on the form. */
export const serviceRequestTracker: Tracker = {
  kinds: SERVICE_REQUEST_KINDS,
  async find(db: Db, reference: string, kind: TrackKind) {
    if (!isServiceRequestKind(kind)) return null;
    const [row] = await db
      .select({
        status: serviceRequests.status,
        createdAt: serviceRequests.createdAt,
        updatedAt: serviceRequests.updatedAt,
        email: serviceRequests.email,
        phone: serviceRequests.phone,
      })
      .from(serviceRequests)
      .where(and(eq(serviceRequests.reference, reference), eq(serviceRequests.kind, kind)));
    return row ? { ...row, emails: [row.email], phones: [row.phone] } : null;
  },
};

function isServiceRequestKind(kind: TrackKind): kind is ServiceRequestKind {
  return (SERVICE_REQUEST_KINDS as readonly string[]).includes(kind);
}
