import { REQUEST_KINDS, type ServiceRequestKind } from '../../../shared/requests/request-kinds';
import type { ShopAndShipOrigin } from '../../../shared/requests/shop-and-ship-options';
import type { Db } from '../../db/client';
import { serviceRequests } from '../../db/schema';
import { withUniqueReference } from '../../lib/with-unique-reference';
import { withLandedCost } from './with-landed-cost';

/** How one service form's submissions are filed in `service_requests`. */
export interface ServiceRequestFiling<Input> {
  kind: ServiceRequestKind;
  /** The contact details /track matches and the admin inbox shows. */
  contact(input: Input): { name: string; email: string | null; phone: string | null };
  /** Shop & Ship: where the item comes from, for the landed-cost estimate stored with it. */
  origin?: ShopAndShipOrigin;
}

/**
 * Stores one submission of a service form, the whole checked form as its details (with a Shop &
 * Ship request's landed-cost estimate), and returns its reference.
 */
export async function storeServiceRequest<Input>(
  db: Db,
  filing: ServiceRequestFiling<Input>,
  options: { userId: string | null; input: Input },
) {
  const { userId, input } = options;
  const fields = input as Record<string, unknown>;
  const details = filing.origin ? await withLandedCost(db, filing.origin, fields) : fields;
  return withUniqueReference(REQUEST_KINDS[filing.kind].prefix, (reference) =>
    // A savepoint per attempt: a clashing reference must not abort the caller's transaction.
    db.transaction(async (attempt) => {
      const [row] = await attempt
        .insert(serviceRequests)
        .values({ kind: filing.kind, userId, ...filing.contact(input), details, reference })
        .returning({ reference: serviceRequests.reference, createdAt: serviceRequests.createdAt });
      return row!;
    }),
  );
}
