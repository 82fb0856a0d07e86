import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { recomputeRatings } from './recompute-ratings';

export interface ModerateReviewsOptions {
  ids: string[];
  action: 'approve' | 'reject';
  reason: string;
  admin: AdminActor;
  now?: Date;
}

/**
 * Approves or rejects reviews (any number, any status) and, in the same transaction, sets their
 * listings' rating and number of reviews again and writes each change to the activity log.
 * Returns how many reviews changed.
 */
export async function moderateReviews(db: Db, options: ModerateReviewsOptions): Promise<{ changed: number }> {
  const status = options.action === 'approve' ? 'approved' : 'rejected';
  const rejectionReason = status === 'rejected' ? options.reason : null;
  return db.transaction(async (tx) => {
    const before = await tx.select().from(reviews).where(inArray(reviews.id, options.ids)).for('update');
    const changing = before.filter(
      (review) => review.status !== status || review.rejectionReason !== rejectionReason,
    );
    if (changing.length === 0) return { changed: 0 };
    await tx
      .update(reviews)
      .set({ status, rejectionReason, moderatedAt: options.now ?? new Date() })
      .where(
        inArray(
          reviews.id,
          changing.map((review) => review.id),
        ),
      );
    await recomputeRatings(tx, {
      dealIds: changing.flatMap((review) => (review.dealId ? [review.dealId] : [])),
      productIds: changing.flatMap((review) => (review.productId ? [review.productId] : [])),
    });
    for (const review of changing) {
      await recordAdminActivity(tx, {
        admin: options.admin,
        action: `review.${options.action}`,
        entityType: 'review',
        entityId: review.id,
        before: { status: review.status, rejectionReason: review.rejectionReason },
        after: { status, rejectionReason },
      });
    }
    return { changed: changing.length };
  });
}
