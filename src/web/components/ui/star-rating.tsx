import { cn } from '@web/lib/cn';
import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5] as const;

function Stars({ className }: { className: string }) {
  return (
    <span className={cn('flex w-max', className)}>
      {STARS.map((n) => (
        <Star key={n} className="size-3.5 shrink-0 fill-current" strokeWidth={0} />
      ))}
    </span>
  );
}

export interface StarRatingProps {
  /** 0 to 5; shown to one decimal. */
  rating: number;
  /** The number of reviews, shown after the rating. */
  reviews?: number;
  className?: string;
}

/** Five stars filled to the rating, the rating, and the review count: "★★★★☆ 4.6 (1,284)". */
export function StarRating({ rating, reviews, className }: StarRatingProps) {
  const value = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const text = value.toFixed(1);
  return (
    <p className={cn('flex items-center gap-1 text-xs text-stone-500', className)}>
      <span role="img" aria-label={`Rated ${text} out of 5`} className="relative inline-flex">
        <Stars className="text-stone-300" />
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${(value / 5) * 100}%` }}
        >
          <Stars className="text-gold-500" />
        </span>
      </span>
      <span aria-hidden="true" className="font-semibold text-stone-700">
        {text}
      </span>
      {reviews === undefined ? null : (
        <span>
          <span aria-hidden="true">({reviews.toLocaleString('en-GH')})</span>
          <span className="sr-only">{`${reviews.toLocaleString('en-GH')} ${reviews === 1 ? 'review' : 'reviews'}`}</span>
        </span>
      )}
    </p>
  );
}
