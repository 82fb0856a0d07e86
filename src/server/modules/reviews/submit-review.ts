import type { z } from 'zod';
import { REVIEW_MESSAGES, reviewerName } from '../../../shared/reviews/review';
import type { submitReviewSchema } from '../../../shared/reviews/review-input';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { anyCause, isUniqueViolation } from '../../lib/database-errors';
import { findOrderLines, type OrderBuyer, reviewsOfLines } from './find-order-lines';

/**
 * Stores a buyer's review of one delivered line of their order, waiting for the admin's approval:
 * refused (409) before delivery and for a line already reviewed, the unique index deciding when two
 * arrive at once.
 */
export async function submitReview(
  db: Db,
  buyer: OrderBuyer,
  input: z.output<typeof submitReviewSchema>,
): Promise<{ id: string; status: 'pending' }> {
  const lines = await findOrderLines(db, buyer);
  const line = lines.find((candidate) => candidate.lineId === input.lineId);
  if (!line) throw notFound(REVIEW_MESSAGES.lineNotFound);
  if (line.status !== 'delivered') throw new AppError(409, 'NOT_DELIVERED', REVIEW_MESSAGES.notDelivered);
  const already = await reviewsOfLines(db, line.kind, [line.lineId]);
  if (already.size > 0) throw new AppError(409, 'ALREADY_REVIEWED', REVIEW_MESSAGES.alreadyReviewed);
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        listingKind: line.kind,
        dealId: line.kind === 'deal' ? line.listingId : null,
        productId: line.kind === 'dropshipping' ? line.listingId : null,
        orderLineId: line.lineId,
        userId: line.userId,
        authorName: reviewerName(line.buyerName),
        rating: input.rating,
        body: input.body,
        photoUrls: input.photoUrls,
      })
      .returning({ id: reviews.id });
    return { id: row!.id, status: 'pending' };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'ALREADY_REVIEWED', REVIEW_MESSAGES.alreadyReviewed);
    // The deal or product was deleted after it was delivered.
    if (anyCause(error, (cause) => cause.code === '23503'))
      throw new AppError(409, 'LISTING_GONE', REVIEW_MESSAGES.listingGone);
    throw error;
  }
}
