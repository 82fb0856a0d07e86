import { formatCount } from '@shared/counts';
import { cn } from '@web/lib/cn';

export interface StarRatingProps {
  /** 0 to 5; shown to one decimal. */
  rating: number;
  /** The number of reviews, shown after the rating. */
  reviews?: number;
  className?: string;
}

/**
 * Five stars filled to the rating, the rating, and the review count: "★★★★☆ 4.6 (1,284)". The
 * stars are two masked rows (styles.css, `.star-row`), grey under gold: the card grids show dozens
 * of ratings, and ten SVGs each made their first render and layout slow on phones.
 *
 * No reviews, no rating: a rating nobody gave is not shown. An empty line of the same height stays,
 * so the prices of a grid's cards still line up.
 */
export function StarRating({ rating, reviews, className }: StarRatingProps) {
  if (reviews === 0) return <span aria-hidden="true" className={cn('block h-4', className)} />;
  const value = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const text = value.toFixed(1);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-1 text-xs text-stone-500', className)}>
      <span role="img" aria-label={`Rated ${text} out of 5`} className="relative inline-flex shrink-0">
        <span className="star-row bg-stone-300" />
        <span
          className="star-row absolute inset-y-0 left-0 bg-gold-500"
          style={{ width: `${(value / 5) * 100}%` }}
        />
      </span>
      <span aria-hidden="true" className="font-semibold text-stone-700">
        {text}
      </span>
      {reviews === undefined ? null : (
        <span>
          <span aria-hidden="true">({formatCount(reviews)})</span>
          <span className="sr-only">{`${formatCount(reviews)} ${reviews === 1 ? 'review' : 'reviews'}`}</span>
        </span>
      )}
    </p>
  );
}
