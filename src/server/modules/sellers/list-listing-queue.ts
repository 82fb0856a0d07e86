import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminListingRevision, ListingKind, ListingStatus } from '../../../shared/sellers/listing';
import type { Db } from '../../db/client';
import { deals, dropshippingProducts, listingRevisions, vendorProfiles } from '../../db/schema';
import { dealFormFields, productFormFields } from './listing-fields';

/** How many proposals the queue shows at once, the longest waiting first. */
export const LISTING_QUEUE_LIMIT = 100;

/**
 * The admin's review queue: the proposals waiting, oldest first, each with its vendor and the live
 * version's values it would change (null for a new listing), for the diff.
 */
export async function listListingQueue(db: Db): Promise<AdminListingRevision[]> {
  const rows = await db
    .select({ revision: listingRevisions, vendor: vendorProfiles })
    .from(listingRevisions)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, listingRevisions.vendorId))
    .where(eq(listingRevisions.status, 'pending'))
    .orderBy(asc(listingRevisions.submittedAt), asc(listingRevisions.id))
    .limit(LISTING_QUEUE_LIMIT);
  const ids = (kind: ListingKind) =>
    rows.flatMap(({ revision }) =>
      revision.kind === kind && revision.listingId ? [revision.listingId] : [],
    );
  const dealIds = ids('deal');
  const productIds = ids('product');
  const live = new Map<string, Record<string, unknown>>();
  if (dealIds.length > 0) {
    for (const row of await db.select().from(deals).where(inArray(deals.id, dealIds))) {
      live.set(`deal:${row.id}`, dealFormFields(row));
    }
  }
  if (productIds.length > 0) {
    const products = await db
      .select()
      .from(dropshippingProducts)
      .where(and(inArray(dropshippingProducts.id, productIds)));
    for (const row of products) live.set(`product:${row.id}`, productFormFields(row));
  }
  return rows.map(({ revision, vendor }) => ({
    id: revision.id,
    kind: revision.kind as ListingKind,
    listingId: revision.listingId,
    vendor: { id: vendor.id, businessName: vendor.businessName, slug: vendor.slug },
    status: revision.status as ListingStatus,
    rejectionReason: revision.rejectionReason,
    fields: revision.fields,
    liveFields: revision.listingId ? (live.get(`${revision.kind}:${revision.listingId}`) ?? null) : null,
    submittedAt: revision.submittedAt?.toISOString() ?? null,
  }));
}
