import { and, desc, eq, sql } from 'drizzle-orm';
import type { ListingKind, ListingStatus, SellerListing } from '../../../shared/sellers/listing';
import type { Db } from '../../db/client';
import { listingRevisions } from '../../db/schema';

/** How many listings the seller center lists at once: the newest changed first. */
export const SELLER_LISTINGS_LIMIT = 200;

type RevisionRow = typeof listingRevisions.$inferSelect;

/** A proposal as the seller center lists it; `live` says whether a version is in the shop. */
export function toSellerListing(row: RevisionRow): SellerListing {
  const fields = row.fields as {
    name?: string;
    discountPrice?: string;
    price?: string;
    imageUrls?: string[];
  };
  return {
    id: row.id,
    kind: row.kind as ListingKind,
    listingId: row.listingId,
    status: row.status as ListingStatus,
    rejectionReason: row.rejectionReason,
    name: fields.name ?? '',
    price: fields.discountPrice ?? fields.price ?? '0.00',
    imageUrl: fields.imageUrls?.[0] ?? null,
    live: row.listingId !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The vendor's listings: for each, its newest proposal (a listing's approved versions stay behind
 * its open change). One query on the vendor's index: the open proposals, and the approved ones with
 * no open proposal of the same listing.
 */
export async function listSellerListings(db: Db, vendorId: string): Promise<SellerListing[]> {
  const rows = await db
    .select()
    .from(listingRevisions)
    .where(
      and(
        eq(listingRevisions.vendorId, vendorId),
        sql`NOT EXISTS (
          SELECT 1 FROM ${listingRevisions} AS newer
          WHERE newer.listing_id = ${listingRevisions.listingId}
            AND newer.kind = ${listingRevisions.kind}
            AND (newer.updated_at, newer.id) > (${listingRevisions.updatedAt}, ${listingRevisions.id})
        )`,
      ),
    )
    .orderBy(desc(listingRevisions.updatedAt), desc(listingRevisions.id))
    .limit(SELLER_LISTINGS_LIMIT);
  return rows.map(toSellerListing);
}
