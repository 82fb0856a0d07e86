import type { DhlShipmentRequest } from '../../../shared/dhl/dhl-shipment';
import { REQUEST_KINDS } from '../../../shared/requests/request-kinds';
import type { Db } from '../../db/client';
import { dhlShipments } from '../../db/schema';
import { withUniqueReference } from '../../lib/with-unique-reference';

export interface CreateDhlShipmentOptions {
  userId: string | null;
  input: DhlShipmentRequest;
}

const decimal = (value: number | null) => (value === null ? null : value.toFixed(2));

/**
 * A public DHL pickup request (docs/product/services.md, "DHL pickup and shipping"): one pending row in `dhl_shipments`, whose
 * tracking id (DHL-XXXXXX) is the customer's reference. Prices and DHL's own tracking number are
 * the admin's to fill in.
 */
export async function createDhlShipment(db: Db, options: CreateDhlShipmentOptions) {
  const { userId, input } = options;
  const { weightKg, dimensionsLengthCm, dimensionsWidthCm, dimensionsHeightCm, ...fields } = input;
  return withUniqueReference(REQUEST_KINDS.dhl.prefix, (trackingId) =>
    // A savepoint per attempt: a clashing reference must not abort the caller's transaction.
    db.transaction(async (attempt) => {
      const [row] = await attempt
        .insert(dhlShipments)
        .values({
          ...fields,
          trackingId,
          userId,
          status: 'pending',
          weightKg: decimal(weightKg),
          dimensionsLengthCm: decimal(dimensionsLengthCm),
          dimensionsWidthCm: decimal(dimensionsWidthCm),
          dimensionsHeightCm: decimal(dimensionsHeightCm),
        })
        .returning({ reference: dhlShipments.trackingId });
      return row!;
    }),
  );
}
