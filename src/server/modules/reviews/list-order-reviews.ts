import { type OrderLineReview, REVIEW_STATUS_LABELS } from '../../../shared/reviews/review';
import type { Db } from '../../db/client';
import { findOrderLines, type OrderBuyer, reviewsOfLines } from './find-order-lines';

/** What the order page's review panel shows: each line, whether it may be reviewed, its review. */
export async function listOrderReviews(db: Db, buyer: OrderBuyer): Promise<OrderLineReview[]> {
  const lines = await findOrderLines(db, buyer);
  const written = await reviewsOfLines(
    db,
    lines[0]!.kind,
    lines.map((line) => line.lineId),
  );
  return lines.map((line) => {
    const review = written.get(line.lineId);
    return {
      kind: line.kind,
      lineId: line.lineId,
      name: line.name,
      delivered: line.status === 'delivered',
      review: review
        ? {
            rating: review.rating,
            body: review.body,
            status: review.status,
            statusLabel: REVIEW_STATUS_LABELS[review.status],
          }
        : null,
    };
  });
}
