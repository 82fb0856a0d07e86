import type { AdminReview, PublicReview } from '../../../shared/reviews/review';
import { REVIEW_STATUS_LABELS } from '../../../shared/reviews/review';
import type { reviews } from '../../db/schema';

type ReviewRow = typeof reviews.$inferSelect;

function replyOf(row: ReviewRow): PublicReview['reply'] {
  return row.reply && row.replyBy && row.repliedAt
    ? { by: row.replyBy, text: row.reply, at: row.repliedAt.toISOString() }
    : null;
}

/** A review as a deal or product page shows it: never who wrote it beyond the shown name. */
export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    authorName: row.authorName,
    rating: row.rating,
    body: row.body,
    photoUrls: row.photoUrls,
    verifiedPurchase: row.orderLineId !== null,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
    reply: replyOf(row),
  };
}

export function toAdminReview(
  row: ReviewRow,
  listing: { name: string | null; vendorName: string | null },
): AdminReview {
  return {
    id: row.id,
    listingKind: row.listingKind,
    listingId: (row.dealId ?? row.productId)!,
    listingName: listing.name ?? 'A removed item',
    authorName: row.authorName,
    rating: row.rating,
    body: row.body,
    photoUrls: row.photoUrls,
    verifiedPurchase: row.orderLineId !== null,
    status: row.status,
    statusLabel: REVIEW_STATUS_LABELS[row.status],
    rejectionReason: row.rejectionReason,
    vendorName: listing.vendorName,
    reply: replyOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}
