import type { OrderKind } from '@shared/orders/order-status';
import { REVIEW_SORTS, type ReviewSort } from '@shared/reviews/review';
import { RatingSummary } from '@web/components/ui/rating-summary';
import { cn } from '@web/lib/cn';
import { useHydrated } from '@web/lib/use-hydrated';
import { Link, useSearchParams } from 'react-router';
import { reviewsPageOf, useListingReviews } from '../api/get-listing-reviews';
import { HelpfulButton } from './helpful-button';
import { ReviewItem } from './review-item';

/**
 * A deal's or product's "Customer reviews" (docs/decisions/070): its rating and number of reviews,
 * then its published reviews, newest or most helpful first, a page at a time. Order and page are
 * links of the page's URL, so the server renders them and they work before the scripts run.
 */
export function ListingReviews(props: {
  kind: OrderKind;
  id: string;
  rating: number;
  reviews: number;
  signedIn: boolean;
}) {
  const [params] = useSearchParams();
  const { sort, page } = reviewsPageOf(params);
  const list = useListingReviews({ kind: props.kind, id: props.id, sort, page });
  const hydrated = useHydrated();
  const hrefFor = (changes: { sort?: ReviewSort; page?: number }) => {
    const next = new URLSearchParams(params);
    const nextSort = changes.sort ?? sort;
    const nextPage = changes.page ?? (changes.sort ? 1 : page);
    if (nextSort === 'newest') next.delete('reviews');
    else next.set('reviews', nextSort);
    if (nextPage === 1) next.delete('reviewsPage');
    else next.set('reviewsPage', String(nextPage));
    const search = next.toString();
    return `?${search}#reviews`;
  };
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (list.data?.pageSize ?? 1)));

  return (
    <section
      id="reviews"
      aria-labelledby="listing-reviews-heading"
      className="mt-8 scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id="listing-reviews-heading" className="text-lg font-bold text-stone-900">
        Customer reviews
      </h2>
      <div className="mt-2">
        <RatingSummary rating={props.rating} reviews={props.reviews} />
      </div>
      {props.reviews > 0 ? (
        <nav aria-label="Order of the reviews" className="mt-4 flex flex-wrap gap-2">
          {REVIEW_SORTS.map((option) => (
            <Link
              key={option.value}
              to={hrefFor({ sort: option.value })}
              replace
              preventScrollReset
              aria-current={option.value === sort ? 'true' : undefined}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-semibold',
                option.value === sort
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-stone-300 text-stone-700 hover:border-stone-400',
              )}
            >
              {option.label}
            </Link>
          ))}
        </nav>
      ) : null}
      {list.isError && !list.data ? (
        <p className="mt-4 text-sm text-stone-600">
          The reviews could not be loaded. Please try again later.
        </p>
      ) : !list.data ? (
        <p className="mt-4 text-sm text-stone-600">Loading reviews…</p>
      ) : list.data.reviews.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">
          No reviews yet. Reviews come from shoppers who bought this item and received it.
        </p>
      ) : (
        <div className="mt-2">
          {list.data.reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              helpful={hydrated ? <HelpfulButton review={review} signedIn={props.signedIn} /> : undefined}
            />
          ))}
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages of reviews" className="mt-4 flex items-center justify-between gap-3 text-sm">
          {page > 1 ? (
            <Link
              to={hrefFor({ page: page - 1 })}
              replace
              preventScrollReset
              className="font-semibold text-brand-700 hover:underline"
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span className="text-stone-600">{`Page ${page} of ${pages}`}</span>
          {page < pages ? (
            <Link
              to={hrefFor({ page: page + 1 })}
              replace
              preventScrollReset
              className="font-semibold text-brand-700 hover:underline"
            >
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
