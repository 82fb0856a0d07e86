import { cn } from '@web/lib/cn';
import { RotateCw } from 'lucide-react';
import { useCategories } from '../api/get-categories';
import { CategoryTile, CategoryTileSkeleton } from './category-tile';

export interface CategoryGridProps {
  /** How many tiles at most (9 in the desktop menu, 6 in the mobile menu). */
  limit: number;
  layout?: 'row' | 'stacked';
  onNavigate?: () => void;
  className?: string;
}

/** The first categories of the catalogue as tiles, with loading, error and empty states. */
export function CategoryGrid({ limit, layout = 'row', onNavigate, className }: CategoryGridProps) {
  const { data, isPending, isError, refetch, isFetching } = useCategories();

  if (isPending) {
    return (
      <div className={className} role="status" aria-label="Loading categories">
        {Array.from({ length: limit }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <CategoryTileSkeleton key={index} layout={layout} />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-stone-300 bg-stone-50 p-5 text-sm text-stone-600">
        <p>We couldn't load the categories right now.</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="inline-flex items-center gap-1.5 rounded-md font-semibold text-brand-700 hover:text-brand-800 disabled:opacity-60"
        >
          <RotateCw className={cn('size-4', isFetching && 'animate-spin')} aria-hidden="true" />
          Try again
        </button>
      </div>
    );
  }

  if (data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 p-5 text-sm text-stone-600">
        No categories yet. New products are on their way.
      </p>
    );
  }

  return (
    <ul className={className}>
      {data.slice(0, limit).map((category) => (
        <li key={category.name}>
          <CategoryTile category={category} layout={layout} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
