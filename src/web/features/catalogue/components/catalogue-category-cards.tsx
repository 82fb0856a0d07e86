import { categoryEmoji } from '@shared/categories';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { RotateCw } from 'lucide-react';
import { Link, type To } from 'react-router';
import { useCategories } from '../api/get-categories';
import { productCountLabel } from './category-tile';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6';

export interface CatalogueCategoryCardsProps {
  /** Where a card leads: the catalogue filtered to its category, on the All Products tab. */
  hrefFor(category: string): To;
  selected: string;
  onSelect?(category: string): void;
}

/**
 * The Categories tab (docs/product/catalogue.md, "The catalogue page"): a card per category of the catalogue, sorted by name, with its emoji
 * (a package for categories the store does not know) and "N product(s)".
 */
export function CatalogueCategoryCards({ hrefFor, selected, onSelect }: CatalogueCategoryCardsProps) {
  const { data, isPending, isError, refetch, isFetching } = useCategories();

  if (isPending) {
    return (
      <div role="status" aria-label="Loading categories" className={gridClass}>
        {Array.from({ length: 12 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position.
          <div key={i} className="h-[7.5rem] animate-pulse rounded-2xl border border-stone-200 bg-white p-4">
            <div className="size-10 rounded-full bg-stone-200" />
            <div className="mt-4 h-3.5 w-3/4 rounded bg-stone-200" />
            <div className="mt-2 h-3 w-1/2 rounded bg-stone-100" />
          </div>
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-stone-300 bg-white p-5 text-sm text-stone-600">
        <p>We couldn’t load the categories right now.</p>
        <Button variant="outline" size="sm" busy={isFetching} onClick={() => void refetch()}>
          {isFetching ? null : <RotateCw aria-hidden="true" />}
          Try again
        </Button>
      </div>
    );
  }

  if (data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-5 text-sm text-stone-600">
        No categories yet. New products are on their way.
      </p>
    );
  }

  return (
    <ul aria-label="Categories" className={gridClass}>
      {data.map((category) => {
        const current = category.name === selected;
        return (
          <li key={category.name}>
            <Link
              to={hrefFor(category.name)}
              onClick={() => onSelect?.(category.name)}
              aria-current={current || undefined}
              className={cn(
                'group flex h-[7.5rem] flex-col rounded-2xl border bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md',
                current ? 'border-brand-600 ring-1 ring-brand-600' : 'border-stone-200',
              )}
            >
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-2xl"
              >
                {category.emoji || categoryEmoji(category.name)}
              </span>
              <span className="mt-auto block truncate text-sm font-bold text-stone-900 group-hover:text-brand-800">
                {category.name}
              </span>
              <span className="block text-xs text-stone-500">{productCountLabel(category.count)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
