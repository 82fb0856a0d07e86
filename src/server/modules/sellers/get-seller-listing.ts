import { and, eq } from 'drizzle-orm';
import { SELLER_MESSAGES, type SellerListingResponse } from '../../../shared/sellers/listing';
import type { Db } from '../../db/client';
import { listingRevisions } from '../../db/schema';
import { notFound } from '../../errors';
import { findLiveListing } from './find-live-listing';
import { toSellerListing } from './list-seller-listings';
import { liveFormFields } from './listing-fields';

/** One of the vendor's proposals with its live version's values; another vendor's is not found (404). */
export async function getSellerListing(
  db: Db,
  options: { id: string; vendorId: string },
): Promise<SellerListingResponse['listing']> {
  const [row] = await db
    .select()
    .from(listingRevisions)
    .where(and(eq(listingRevisions.id, options.id), eq(listingRevisions.vendorId, options.vendorId)));
  if (!row) throw notFound(SELLER_MESSAGES.listingNotFound);
  const live = row.listingId
    ? await findLiveListing(db, { kind: row.kind, id: row.listingId, vendorId: options.vendorId })
    : null;
  return {
    ...toSellerListing(row),
    fields: row.fields,
    liveFields: live ? liveFormFields(row.kind, live) : null,
  };
}
