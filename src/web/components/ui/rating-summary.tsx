import { formatCount } from '@shared/counts';
import { Star } from 'lucide-react';

/**
 * Five stars filled to the rating (4.7 fills 94%), the rating and the number of reviews; nothing at
 * all without reviews (a rating nobody gave is not shown).
 */
export function RatingSummary({ rating, reviews }: { rating: number; reviews: number }) {
  if (reviews <= 0) return null;
  const clamped = Math.min(5, Math.max(0, rating));
  const stars = [0, 1, 2, 3, 4].map((index) => (
    <Star key={index} className="size-4 shrink-0" aria-hidden="true" />
  ));
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span role="img" aria-label={`Rated ${clamped.toFixed(1)} out of 5`} className="relative inline-flex">
        <span className="flex text-stone-300 [&_svg]:fill-current">{stars}</span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-gold-500 [&_svg]:fill-current"
          style={{ width: `${(clamped / 5) * 100}%` }}
        >
          {stars}
        </span>
      </span>
      <span className="font-semibold text-stone-900" aria-hidden="true">
        {clamped.toFixed(1)}
      </span>
      <span className="text-stone-500">
        ({formatCount(reviews)} {reviews === 1 ? 'review' : 'reviews'})
      </span>
    </div>
  );
}
