import { formatDate } from '@shared/dates';
import type { AdminReview } from '@shared/reviews/review';
import { REVIEW_REPLY_MAX } from '@shared/reviews/review';
import { TextareaField } from '@web/components/form/textarea-field';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { StarRating } from '@web/components/ui/star-rating';
import { ApiError, errorMessage } from '@web/lib/api';
import { type FormEvent, useState } from 'react';
import { useSellerReviews } from '../api/get-seller-reviews';
import { useReplyAsSeller } from '../api/reply-as-seller';

function SellerReply({ review }: { review: AdminReview }) {
  const reply = useReplyAsSeller();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  if (review.reply) {
    return (
      <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-stone-50 p-3 text-sm">
        <p className="font-semibold text-stone-900">{`Your reply, as ${review.reply.by}`}</p>
        <p className="mt-1 whitespace-pre-line text-stone-700">{review.reply.text}</p>
      </div>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    reply.mutate(
      { id: review.id, reply: text },
      { onError: (failure) => setError(errorMessage(failure, 'Your reply could not be sent.')) },
    );
  };
  return (
    <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2">
      <TextareaField
        label="Your reply (you can reply once)"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={REVIEW_REPLY_MAX}
        rows={2}
        error={error}
      />
      <div>
        <Button type="submit" size="sm" busy={reply.isPending}>
          Publish reply
        </Button>
      </div>
    </form>
  );
}

/** A seller's published reviews of their listings, newest first, each with its one reply. */
export function SellerReviews() {
  const [page, setPage] = useState(1);
  const reviews = useSellerReviews(page);
  if (reviews.isPending) return <Spinner label="Loading reviews…" />;
  if (reviews.isError) {
    return (
      <Alert variant="error">
        {reviews.error instanceof ApiError && [401, 403].includes(reviews.error.status)
          ? reviews.error.message
          : 'The reviews could not be loaded. Please try again.'}
      </Alert>
    );
  }
  const { data } = reviews;
  if (data.reviews.length === 0) {
    return <p className="text-stone-600">No published reviews of your items yet.</p>;
  }
  const pages = Math.ceil(data.total / data.pageSize);
  return (
    <>
      <ul className="flex flex-col gap-4">
        {data.reviews.map((review) => (
          <li key={review.id} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
            <h2 className="font-bold text-stone-900">{review.listingName}</h2>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-stone-600">
              <StarRating rating={review.rating} />
              <span>{review.authorName}</span>
              <span>{formatDate(review.createdAt)}</span>
            </div>
            {review.body ? <p className="mt-2 whitespace-pre-line text-stone-800">{review.body}</p> : null}
            <SellerReply review={review} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="mt-4 flex items-center justify-between text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <span>{`Page ${page} of ${pages}`}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </div>
      ) : null}
    </>
  );
}
