import type { SellerOrderLine } from '../../../shared/sellers/listing';
import type { Db } from '../../db/client';
import { getReadyWithinHours } from './get-seller-settings';
import { readSellerLines } from './seller-lines';

/** How many lines the seller center lists, newest first. */
export const SELLER_LINES_LIMIT = 100;

/**
 * The vendor's lines to fulfil: only its own, with the shopper's name, the delivery area and the
 * items, never the address or the phone (the shop carries the parcel).
 */
export async function listSellerOrderLines(
  db: Db,
  options: { vendorId: string; now: Date },
): Promise<SellerOrderLine[]> {
  const hours = await getReadyWithinHours(db);
  const lines = await readSellerLines(
    db,
    { vendorId: options.vendorId, limit: SELLER_LINES_LIMIT, now: options.now },
    hours,
  );
  return lines.map(
    ({ vendorId: _vendorId, vendorName: _vendorName, respondedAt: _respondedAt, ...line }) => line,
  );
}
