import { and, count, desc, eq } from 'drizzle-orm';
import type { OrderKind } from '../../../shared/orders/order-status';
import {
  type ListingReviewsResponse,
  REVIEWS_PAGE_SIZE,
  type ReviewSort,
} from '../../../shared/reviews/review';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { toPublicReview } from './to-public-review';

/**
 * One page of a deal's or product's published reviews: newest first, or most helpful first
 * (then newest). Each order reads one partial index.
 */
export async function listListingReviews(
  db: Db,
  options: { kind: OrderKind; id: string; sort: ReviewSort; page: number },
): Promise<ListingReviewsResponse> {
  const listing =
    options.kind === 'deal' ? eq(reviews.dealId, options.id) : eq(reviews.productId, options.id);
  const where = and(listing, eq(reviews.status, 'approved'));
  const order =
    options.sort === 'helpful'
      ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...order)
      .limit(REVIEWS_PAGE_SIZE)
      .offset((options.page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return {
    reviews: rows.map(toPublicReview),
    total: Number(counted?.total ?? 0),
    page: options.page,
    pageSize: REVIEWS_PAGE_SIZE,
    sort: options.sort,
  };
}
