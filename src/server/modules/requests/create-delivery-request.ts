import type { DeliveryRequest } from '../../../shared/requests/delivery';
import { REQUEST_KINDS } from '../../../shared/requests/request-kinds';
import type { Db } from '../../db/client';
import { deliveryRequests } from '../../db/schema';
import { withUniqueReference } from '../../lib/with-unique-reference';

export interface CreateDeliveryRequestOptions {
  userId: string | null;
  input: DeliveryRequest;
}

/**
 * Stores a delivery request (docs/product/services.md, "Delivery request") as pending, with its DLV reference: the tracking ID
 * the success message promises. Weight and item value are kept exact (numeric).
 */
export async function createDeliveryRequest(db: Db, options: CreateDeliveryRequestOptions) {
  const { userId, input } = options;
  const { weightKg, itemValueGhs, ...fields } = input;
  return withUniqueReference(REQUEST_KINDS.delivery.prefix, (reference) =>
    // A savepoint per attempt: a clashing reference must not abort the caller's transaction.
    db.transaction(async (attempt) => {
      const [row] = await attempt
        .insert(deliveryRequests)
        .values({
          ...fields,
          reference,
          userId,
          status: 'received',
          weightKg: weightKg === null ? null : weightKg.toFixed(1),
          itemValueGhs: itemValueGhs === null ? null : itemValueGhs.toFixed(2),
        })
        .returning({ reference: deliveryRequests.reference });
      return row!;
    }),
  );
}
