import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { AdminReviewsResponse, ReviewStatus } from '../../../shared/reviews/review';
import type { Db } from '../../db/client';
import { deals, dropshippingProducts, reviews, vendorProfiles } from '../../db/schema';
import { toAdminReview } from './to-public-review';

export const ADMIN_REVIEWS_PAGE_SIZE = 30;

/**
 * One page of reviews of one status, newest first, each with its listing's name and vendor: the
 * admin's moderation list, or (with `vendorId`) a seller's reviews of their own listings.
 */
export async function listAdminReviews(
  db: Db,
  options: { status: ReviewStatus; page: number; vendorId?: string },
): Promise<AdminReviewsResponse> {
  const conditions: SQL[] = [eq(reviews.status, options.status)];
  if (options.vendorId) {
    conditions.push(
      or(eq(deals.vendorId, options.vendorId), eq(dropshippingProducts.vendorId, options.vendorId))!,
    );
  }
  const where = and(...conditions);
  const base = db
    .select({
      review: reviews,
      dealName: deals.name,
      productName: dropshippingProducts.name,
      vendorName: vendorProfiles.businessName,
    })
    .from(reviews)
    .leftJoin(deals, eq(deals.id, reviews.dealId))
    .leftJoin(dropshippingProducts, eq(dropshippingProducts.id, reviews.productId))
    .leftJoin(
      vendorProfiles,
      or(eq(vendorProfiles.id, deals.vendorId), eq(vendorProfiles.id, dropshippingProducts.vendorId)),
    );
  const [rows, [counted]] = await Promise.all([
    base
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(ADMIN_REVIEWS_PAGE_SIZE)
      .offset((options.page - 1) * ADMIN_REVIEWS_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(reviews)
      .leftJoin(deals, eq(deals.id, reviews.dealId))
      .leftJoin(dropshippingProducts, eq(dropshippingProducts.id, reviews.productId))
      .where(where),
  ]);
  return {
    reviews: rows.map((row) =>
      toAdminReview(row.review, { name: row.dealName ?? row.productName, vendorName: row.vendorName }),
    ),
    total: Number(counted?.total ?? 0),
    page: options.page,
    pageSize: ADMIN_REVIEWS_PAGE_SIZE,
  };
}
