import { REQUEST_KINDS, type ServiceRequestKind } from '../../../shared/requests/request-kinds';
import type { Db } from '../../db/client';
import { serviceRequests } from '../../db/schema';
import { withUniqueReference } from '../../lib/with-unique-reference';

export interface ServiceRequestToStore {
  kind: ServiceRequestKind;
  userId: string | null;
  /** The contact details /track matches and the admin inbox shows. */
  name: string;
  email: string | null;
  phone: string | null;
  /** The whole validated form, as the kind's schema output it. */
  details: Record<string, unknown>;
}

/** Stores one submission of a service form and returns its reference. */
export async function storeServiceRequest(db: Db, request: ServiceRequestToStore) {
  return withUniqueReference(REQUEST_KINDS[request.kind].prefix, (reference) =>
    // A savepoint per attempt: a clashing reference must not abort the caller's transaction.
    db.transaction(async (attempt) => {
      const [row] = await attempt
        .insert(serviceRequests)
        .values({ ...request, reference })
        .returning({ reference: serviceRequests.reference, createdAt: serviceRequests.createdAt });
      return row!;
    }),
  );
}
