import { and, eq, ne } from 'drizzle-orm';
import { SELLER_MESSAGES, type SellerListing } from '../../../shared/sellers/listing';
import type { SellerListingBody } from '../../../shared/sellers/seller-forms';
import type { Db } from '../../db/client';
import { listingRevisions } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { toSellerListing } from './list-seller-listings';

export interface SaveSellerListingOptions {
  vendorId: string;
  /** The proposal the vendor edits; none for a new listing. */
  id: string | null;
  body: SellerListingBody;
}

/**
 * Saves a vendor's listing as a draft or sends it to review (docs/decisions/066). A new listing is a
 * new proposal; editing an open proposal (draft, waiting or rejected) changes it in place; editing
 * an approved one proposes a change beside the live version, which stays in the shop as approved
 * until the change is. The status is always set here from `submit`, never taken from the vendor.
 */
export async function saveSellerListing(db: Db, options: SaveSellerListingOptions): Promise<SellerListing> {
  const { vendorId, id, body } = options;
  const status = body.submit ? 'pending' : 'draft';
  const now = new Date();
  const proposal = {
    fields: body.fields as Record<string, unknown>,
    status,
    rejectionReason: null,
    submittedAt: body.submit ? now : null,
    updatedAt: now,
  } as const;
  return db.transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx
        .insert(listingRevisions)
        .values({ vendorId, kind: body.kind, listingId: null, ...proposal })
        .returning();
      return toSellerListing(row!);
    }
    const [current] = await tx
      .select()
      .from(listingRevisions)
      .where(and(eq(listingRevisions.id, id), eq(listingRevisions.vendorId, vendorId)))
      .for('update');
    if (!current) throw notFound(SELLER_MESSAGES.listingNotFound);
    if (current.kind !== body.kind) throw new AppError(409, 'LISTING_KIND', SELLER_MESSAGES.notEditable);
    if (current.status !== 'approved') {
      const [row] = await tx
        .update(listingRevisions)
        .set(proposal)
        .where(eq(listingRevisions.id, id))
        .returning();
      return toSellerListing(row!);
    }
    // An approved version: the change is a new proposal of the same live listing, unless one is
    // open already (then the vendor edited an old page).
    const [open] = await tx
      .select({ id: listingRevisions.id })
      .from(listingRevisions)
      .where(
        and(
          eq(listingRevisions.kind, current.kind),
          eq(listingRevisions.listingId, current.listingId!),
          ne(listingRevisions.status, 'approved'),
        ),
      );
    if (open) throw new AppError(409, 'LISTING_CHANGED', SELLER_MESSAGES.notEditable);
    const [row] = await tx
      .insert(listingRevisions)
      .values({ vendorId, kind: current.kind, listingId: current.listingId, ...proposal })
      .returning();
    return toSellerListing(row!);
  });
}
