import { and, eq, inArray } from 'drizzle-orm';
import { discountPercent } from '../../../shared/money';
import { SELLER_MESSAGES } from '../../../shared/sellers/listing';
import type { ListingReview, SellerDeal, SellerProduct } from '../../../shared/sellers/seller-forms';
import type { Db } from '../../db/client';
import { deals, dropshippingProducts, listingRevisions, vendorProfiles } from '../../db/schema';
import { AppError } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { approvedProductValues } from './listing-fields';
import { sendListingReviewEmails } from './send-listing-review-emails';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type RevisionRow = typeof listingRevisions.$inferSelect;
type VendorRow = typeof vendorProfiles.$inferSelect;

/**
 * Approves or rejects waiting proposals, one or many, in one transaction (docs/decisions/066). An
 * approval writes the proposal onto the live deal or product (a new one for a new listing) with the
 * vendor's name and page, so the shop's existing change notices (the deals and catalogue triggers)
 * tell the open pages and empty the catalogue's caches; a rejection keeps the live version as it
 * was and gives the vendor the reason. Each vendor is e-mailed the outcome. A proposal no longer
 * waiting refuses the whole batch (409).
 */
export async function reviewListings(
  db: Db,
  options: { review: ListingReview; admin: AdminActor; publicUrl: string },
): Promise<{ reviewed: number }> {
  const { review, admin, publicUrl } = options;
  const ids = [...new Set(review.ids)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ revision: listingRevisions, vendor: vendorProfiles })
      .from(listingRevisions)
      .innerJoin(vendorProfiles, eq(vendorProfiles.id, listingRevisions.vendorId))
      .where(inArray(listingRevisions.id, ids))
      .orderBy(listingRevisions.submittedAt)
      .for('update', { of: listingRevisions });
    if (rows.length !== ids.length || rows.some(({ revision }) => revision.status !== 'pending')) {
      throw new AppError(409, 'NOT_PENDING', SELLER_MESSAGES.notPending);
    }
    const now = new Date();
    for (const { revision, vendor } of rows) {
      if (review.decision === 'reject') {
        await tx
          .update(listingRevisions)
          .set({ status: 'rejected', rejectionReason: review.reason, reviewedAt: now, updatedAt: now })
          .where(eq(listingRevisions.id, revision.id));
      } else {
        const listingId = await applyRevision(tx, revision, vendor);
        await tx
          .update(listingRevisions)
          .set({ status: 'approved', listingId, rejectionReason: null, reviewedAt: now, updatedAt: now })
          .where(eq(listingRevisions.id, revision.id));
      }
      await recordAdminActivity(tx, {
        admin,
        action: review.decision === 'approve' ? 'listing.approve' : 'listing.reject',
        entityType: 'listing',
        entityId: revision.id,
        before: { status: revision.status },
        after: {
          status: review.decision === 'approve' ? 'approved' : 'rejected',
          vendor: vendor.businessName,
          name: nameOf(revision),
          ...(review.decision === 'reject' ? { rejectionReason: review.reason } : {}),
        },
      });
    }
    await sendListingReviewEmails(tx, {
      review,
      reviewed: rows.map(({ revision, vendor }) => ({ vendor, name: nameOf(revision) })),
      publicUrl,
    });
    return { reviewed: rows.length };
  });
}

const nameOf = (revision: RevisionRow) => (revision.fields as { name?: string }).name ?? '';

/** Writes an approved proposal onto its live row (inserted for a new listing); returns the row's id. */
async function applyRevision(tx: Tx, revision: RevisionRow, vendor: VendorRow): Promise<string> {
  const seller = { vendorId: vendor.id, sellerSlug: vendor.slug };
  // A new listing of a vendor suspended since it proposed it waits out of the shop like its others.
  const suspended = vendor.status === 'suspended';
  if (revision.kind === 'deal') {
    const fields = revision.fields as unknown as SellerDeal;
    const values = {
      name: fields.name,
      description: fields.description,
      category: fields.category,
      originalPrice: fields.originalPrice,
      discountPrice: fields.discountPrice,
      discount: discountPercent(fields.originalPrice, fields.discountPrice),
      flashSale: fields.flashSale,
      imageUrl: fields.imageUrls[0] ?? null,
      imageUrls: fields.imageUrls,
      vendor: vendor.businessName,
      ...seller,
    };
    if (revision.listingId) {
      const [row] = await tx
        .update(deals)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(deals.id, revision.listingId), eq(deals.vendorId, vendor.id)))
        .returning({ id: deals.id });
      if (row) return row.id;
    }
    const [row] = await tx
      .insert(deals)
      .values({ ...values, hiddenBySuspension: suspended })
      .returning({ id: deals.id });
    return row!.id;
  }
  const fields = revision.fields as unknown as SellerProduct;
  const [live] = revision.listingId
    ? await tx
        .select()
        .from(dropshippingProducts)
        .where(
          and(eq(dropshippingProducts.id, revision.listingId), eq(dropshippingProducts.vendorId, vendor.id)),
        )
    : [];
  const values = { ...approvedProductValues(fields, vendor.businessName, live ?? null), ...seller };
  if (live) {
    await tx
      .update(dropshippingProducts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(dropshippingProducts.id, live.id));
    return live.id;
  }
  const [row] = await tx
    .insert(dropshippingProducts)
    .values(suspended ? { ...values, isActive: false, hiddenBySuspension: true } : values)
    .returning({ id: dropshippingProducts.id });
  return row!.id;
}
