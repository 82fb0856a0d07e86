import { formatDate } from '@shared/dates';
import type { PublicReview } from '@shared/reviews/review';
import { StarRating } from '@web/components/ui/star-rating';
import { BadgeCheck, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One published review: stars, who and when, "Verified purchase" when it comes from a delivered
 * order, the words (React writes them as text: markup typed into a review stays text), the photos
 * and the seller's reply. `helpful` is the vote's control (or its count before the scripts run).
 */
export function ReviewItem({ review, helpful }: { review: PublicReview; helpful?: ReactNode }) {
  return (
    <article className="flex flex-col gap-2 border-b border-stone-200 py-5 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={review.rating} />
        <span className="text-sm font-semibold text-stone-900">{review.authorName}</span>
        {review.verifiedPurchase ? (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-800">
            <BadgeCheck className="size-4" aria-hidden="true" />
            Verified purchase
          </span>
        ) : null}
        <span className="text-xs text-stone-500">{formatDate(review.createdAt)}</span>
      </div>
      {review.body ? (
        <p className="leading-relaxed whitespace-pre-line text-stone-800">{review.body}</p>
      ) : null}
      {review.photoUrls.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {review.photoUrls.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer" className="block rounded-md">
                <img
                  src={url}
                  alt={`Sent by ${review.authorName} with the review, ${index + 1} of ${review.photoUrls.length}`}
                  loading="lazy"
                  className="size-20 rounded-md object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="ml-3 rounded-lg border-l-4 border-brand-600 bg-stone-50 p-3 text-sm">
          <p className="font-semibold text-stone-900">{`Reply from ${review.reply.by}`}</p>
          <p className="mt-1 whitespace-pre-line text-stone-700">{review.reply.text}</p>
        </div>
      ) : null}
      {helpful ?? (
        <p className="inline-flex items-center gap-1.5 text-xs text-stone-600">
          <ThumbsUp className="size-3.5" aria-hidden="true" />
          {helpfulText(review.helpfulCount)}
        </p>
      )}
    </article>
  );
}

export function helpfulText(count: number): string {
  return count === 0
    ? 'Be the first to find this helpful'
    : `${count} ${count === 1 ? 'shopper' : 'shoppers'} found this helpful`;
}
