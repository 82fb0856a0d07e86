import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../../shared/reviews/review';
import type { Db } from '../../db/client';
import { reviewHelpfulVotes, reviews } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * A shopper says a published review helped: one vote per shopper, a second changes nothing. The
 * count is kept on the review, for the "most helpful" order.
 */
export async function voteHelpful(
  db: Db,
  options: { reviewId: string; userId: string },
): Promise<{ helpfulCount: number; voted: true }> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, options.reviewId), eq(reviews.status, 'approved')));
    if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    const added = await tx
      .insert(reviewHelpfulVotes)
      .values({ reviewId: options.reviewId, userId: options.userId })
      .onConflictDoNothing()
      .returning({ reviewId: reviewHelpfulVotes.reviewId });
    const [updated] =
      added.length > 0
        ? await tx
            .update(reviews)
            .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
            .where(eq(reviews.id, options.reviewId))
            .returning({ helpfulCount: reviews.helpfulCount })
        : await tx
            .select({ helpfulCount: reviews.helpfulCount })
            .from(reviews)
            .where(eq(reviews.id, options.reviewId));
    return { helpfulCount: updated!.helpfulCount, voted: true };
  });
}
