import { and, eq, isNull } from 'drizzle-orm';
import { REVIEW_MESSAGES, SHOP_REPLY_NAME } from '../../../shared/reviews/review';
import type { Db } from '../../db/client';
import { deals, dropshippingProducts, reviews } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';

/** Who answers: the listing's vendor (a seller), or the shop (an admin) for its own listings. */
export type Replier =
  | { as: 'vendor'; vendorId: string; businessName: string }
  | { as: 'shop'; admin: AdminActor };

/**
 * The seller's one answer to a published review: the vendor of the listing, or the shop when the
 * listing has no vendor. A second answer is refused (409), also when two arrive at once.
 */
export async function replyToReview(
  db: Db,
  options: { reviewId: string; reply: string; replier: Replier; now?: Date },
): Promise<{ by: string; text: string; at: string }> {
  const { replier } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ review: reviews, dealVendor: deals.vendorId, productVendor: dropshippingProducts.vendorId })
      .from(reviews)
      .leftJoin(deals, eq(deals.id, reviews.dealId))
      .leftJoin(dropshippingProducts, eq(dropshippingProducts.id, reviews.productId))
      .where(eq(reviews.id, options.reviewId));
    if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    const vendorId = row.dealVendor ?? row.productVendor ?? null;
    if (replier.as === 'vendor' && vendorId !== replier.vendorId) {
      // A vendor learns nothing of other vendors' reviews.
      throw notFound(REVIEW_MESSAGES.reviewNotFound);
    }
    if (replier.as === 'shop' && vendorId !== null) throw forbidden(REVIEW_MESSAGES.vendorListing);
    if (row.review.status !== 'approved')
      throw new AppError(409, 'NOT_PUBLISHED', REVIEW_MESSAGES.notPublished);
    const by = replier.as === 'vendor' ? replier.businessName : SHOP_REPLY_NAME;
    const at = options.now ?? new Date();
    const answered = await tx
      .update(reviews)
      .set({ reply: options.reply, replyBy: by, repliedAt: at })
      .where(and(eq(reviews.id, options.reviewId), isNull(reviews.reply)))
      .returning({ id: reviews.id });
    if (answered.length === 0) throw new AppError(409, 'ALREADY_REPLIED', REVIEW_MESSAGES.alreadyReplied);
    if (replier.as === 'shop') {
      await recordAdminActivity(tx, {
        admin: replier.admin,
        action: 'review.reply',
        entityType: 'review',
        entityId: options.reviewId,
        before: { reply: null },
        after: { reply: options.reply },
      });
    }
    return { by, text: options.reply, at: at.toISOString() };
  });
}
