import { formatDateTime } from '@shared/dates';
import {
  type AdminReview,
  REVIEW_REJECTION_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STATUS_LABELS,
  type ReviewStatus,
} from '@shared/reviews/review';
import { SelectField } from '@web/components/form/select-field';
import { TextareaField } from '@web/components/form/textarea-field';
import { Button } from '@web/components/ui/button';
import { StarRating } from '@web/components/ui/star-rating';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminReviews } from '../api/list-admin-reviews';
import { useModerateReviews } from '../api/moderate-reviews';
import { useReplyToReview } from '../api/reply-to-review';
import { AdminLayout } from '../components/admin-layout';
import { AdminListStates } from '../components/admin-list';

const STATUSES: ReviewStatus[] = ['pending', 'approved', 'rejected'];
const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: REVIEW_STATUS_LABELS[value] }));

function isStatus(value: string | null): value is ReviewStatus {
  return STATUSES.includes(value as ReviewStatus);
}

/** The shop's one reply to a published review of its own listing (a vendor answers its own). */
function ShopReply({ review }: { review: AdminReview }) {
  const reply = useReplyToReview();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  if (review.reply) {
    return (
      <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-stone-50 p-3 text-sm">
        <p className="font-semibold text-stone-900">{`Reply from ${review.reply.by}`}</p>
        <p className="mt-1 whitespace-pre-line text-stone-700">{review.reply.text}</p>
      </div>
    );
  }
  if (review.status !== 'approved') return null;
  if (review.vendorName) {
    return (
      <p className="mt-3 text-sm text-stone-600">{`${review.vendorName} sells this item and answers its reviews.`}</p>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    reply.mutate(
      { id: review.id, reply: text },
      {
        onSuccess: () => toast.success('Reply published'),
        onError: (failure) => setError(errorMessage(failure, 'The reply could not be sent.')),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="mt-3 flex flex-col gap-2">
      <TextareaField
        label="Reply for the shop"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={REVIEW_REPLY_MAX}
        rows={2}
        error={error}
      />
      <div>
        <Button type="submit" variant="outline" size="sm" busy={reply.isPending}>
          Publish reply
        </Button>
      </div>
    </form>
  );
}

function ReviewCard(props: { review: AdminReview; selected: boolean; onSelect(selected: boolean): void }) {
  const { review } = props;
  const boxId = `review-${review.id}`;
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <input
          id={boxId}
          type="checkbox"
          checked={props.selected}
          onChange={(event) => props.onSelect(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={boxId} className="block cursor-pointer font-bold break-words text-stone-900">
            {`${review.listingName}: ${review.rating} out of 5 from ${review.authorName}`}
          </label>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-600">
            <StarRating rating={review.rating} />
            <span>{review.listingKind === 'deal' ? 'Deal' : 'Drop-shipping product'}</span>
            <span>{review.vendorName ? `Sold by ${review.vendorName}` : 'Sold by the shop'}</span>
            <span>{review.verifiedPurchase ? 'Verified purchase' : 'Not from an order'}</span>
            <span>{formatDateTime(review.createdAt)}</span>
          </div>
          {review.body ? (
            <p className="mt-2 break-words whitespace-pre-line text-stone-800">{review.body}</p>
          ) : (
            <p className="mt-2 text-sm text-stone-500">No words, only stars.</p>
          )}
          {review.photoUrls.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {review.photoUrls.map((url, index) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <img
                      src={url}
                      alt={`Sent with the review, ${index + 1} of ${review.photoUrls.length}`}
                      className="size-20 rounded-md object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {review.rejectionReason ? (
            <p className="mt-2 text-sm text-stone-700">{`Reason given: ${review.rejectionReason}`}</p>
          ) : null}
          <ShopReply review={review} />
        </div>
      </div>
    </li>
  );
}

/**
 * Reviews from buyers (docs/decisions/070): those waiting are approved, or rejected with a reason,
 * several at once; a listing's rating and number of reviews follow at once. The shop replies to
 * published reviews of its own listings.
 */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: ReviewStatus = isStatus(rawStatus) ? rawStatus : 'pending';
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const reviews = useAdminReviews(status, page);
  const moderate = useModerateReviews();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const rows = reviews.data?.reviews;

  const show = (next: { status?: ReviewStatus; page?: number }) => {
    const query: Record<string, string> = {};
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'pending') query.status = nextStatus;
    if ((next.page ?? 1) > 1) query.page = String(next.page);
    setSelected(new Set());
    setParams(query);
    window.scrollTo({ top: 0 });
  };

  const act = (action: 'approve' | 'reject') => {
    if (action === 'reject' && reason.trim().length < 3) {
      setReasonError('Please say why the reviews are not published');
      return;
    }
    setReasonError(undefined);
    const ids = [...selected];
    moderate.mutate(
      { ids, action, reason: action === 'reject' ? reason : '' },
      {
        onSuccess: ({ changed }) => {
          setSelected(new Set());
          setReason('');
          toast.success(
            `${changed} ${changed === 1 ? 'review' : 'reviews'} ${action === 'approve' ? 'published' : 'not published'}`,
          );
        },
        onError: (error) => toast.error(errorMessage(error, 'The reviews could not be changed.')),
      },
    );
  };

  const allSelected = !!rows && rows.length > 0 && rows.every((row) => selected.has(row.id));

  return (
    <AdminLayout
      title="Reviews"
      description="Reviews shoppers wrote of the items they received. Publish them, or turn them down with a reason: a listing's rating counts only the published ones."
    >
      <section aria-labelledby="reviews-filter" className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="reviews-filter" className="text-lg font-bold text-stone-900">
          {reviews.data ? `${reviews.data.total} ${REVIEW_STATUS_LABELS[status].toLowerCase()}` : 'Reviews'}
        </h2>
        <SelectField
          label="Show"
          className="w-full sm:w-64"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => show({ status: event.target.value as ReviewStatus })}
        />
      </section>

      {rows && rows.length > 0 ? (
        <section
          aria-labelledby="reviews-bulk"
          className="mt-6 flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
        >
          <h2 id="reviews-bulk" className="font-bold text-stone-900">
            {`${selected.size} of ${rows.length} chosen`}
          </h2>
          <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={(event) =>
                setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
              }
              className="size-5 accent-brand-700"
            />
            Choose all on this page
          </label>
          <TextareaField
            label="Reason, when not publishing"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REVIEW_REJECTION_MAX}
            rows={2}
            error={reasonError}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              disabled={selected.size === 0}
              busy={moderate.isPending && moderate.variables?.action === 'reject'}
              onClick={() => act('reject')}
            >
              Do not publish
            </Button>
            <Button
              disabled={selected.size === 0}
              busy={moderate.isPending && moderate.variables?.action === 'approve'}
              onClick={() => act('approve')}
            >
              Publish
            </Button>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="reviews-list" className="mt-6">
        <h2 id="reviews-list" className="sr-only">
          {REVIEW_STATUS_LABELS[status]}
        </h2>
        <AdminListStates
          query={reviews}
          rows={rows}
          loadingLabel="Loading reviews…"
          errorText="The reviews could not be loaded."
          emptyText={status === 'pending' ? 'No reviews wait for approval.' : 'No reviews here yet.'}
          boxClassName=""
          pager={
            reviews.data
              ? {
                  page,
                  pageSize: reviews.data.pageSize,
                  total: reviews.data.total,
                  onPage: (next) => show({ page: next }),
                  noun: 'reviews',
                }
              : undefined
          }
        >
          {(list) => (
            <ul className="grid gap-4">
              {list.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  selected={selected.has(review.id)}
                  onSelect={(on) =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (on) next.add(review.id);
                      else next.delete(review.id);
                      return next;
                    })
                  }
                />
              ))}
            </ul>
          )}
        </AdminListStates>
      </section>
    </AdminLayout>
  );
}
