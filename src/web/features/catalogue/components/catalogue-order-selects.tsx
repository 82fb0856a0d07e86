import {
  CATALOGUE_RATINGS,
  CATALOGUE_SORTS,
  type CatalogueMinRating,
  type CatalogueSort,
} from '@shared/catalogue/catalogue-url';
import { cn } from '@web/lib/cn';
import { useKeptBeforeHydration } from '@web/lib/kept-before-hydration';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useRef } from 'react';

const SELECT_CLASS =
  'block h-11 w-full appearance-none truncate rounded-lg border border-stone-300 bg-white pr-9 pl-3 text-base text-stone-900 shadow-xs transition-colors hover:border-stone-400 focus-visible:border-brand-600 sm:text-sm';

function Chevron({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('relative', className)}>
      {children}
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        aria-hidden="true"
      />
    </div>
  );
}

/**
 * The order of the list ("Recommended": the shuffle, or "Best rated"), the field `sort` of the
 * page's GET form: chosen before the scripts have run, it is applied once they have.
 */
export function CatalogueSortSelect(props: {
  value: CatalogueSort;
  onChange(sort: CatalogueSort): void;
  className?: string;
}) {
  const select = useRef<HTMLSelectElement>(null);
  useKeptBeforeHydration(select, props.value, (value) => props.onChange(value === 'rating' ? 'rating' : ''));
  return (
    <Chevron className={props.className}>
      <select
        ref={select}
        name="sort"
        aria-label="Sort by"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value === 'rating' ? 'rating' : '')}
        className={SELECT_CLASS}
      >
        {CATALOGUE_SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </Chevron>
  );
}

/** "Any rating" or "4 stars and up", the field `rating` of the page's GET form. */
export function CatalogueRatingSelect(props: {
  value: CatalogueMinRating;
  onChange(rating: CatalogueMinRating): void;
  className?: string;
}) {
  const select = useRef<HTMLSelectElement>(null);
  const toRating = (value: string): CatalogueMinRating => (value === '4' ? 4 : 0);
  useKeptBeforeHydration(select, props.value ? String(props.value) : '', (value) =>
    props.onChange(toRating(value)),
  );
  return (
    <Chevron className={props.className}>
      <select
        ref={select}
        name="rating"
        aria-label="Rating"
        value={props.value ? String(props.value) : ''}
        onChange={(event) => props.onChange(toRating(event.target.value))}
        className={SELECT_CLASS}
      >
        {CATALOGUE_RATINGS.map((rating) => (
          <option key={rating.value} value={rating.value ? String(rating.value) : ''}>
            {rating.label}
          </option>
        ))}
      </select>
    </Chevron>
  );
}
