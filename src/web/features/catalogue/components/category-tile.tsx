import type { CategorySummary } from '@shared/catalogue/category-summary';
import { categoryEmoji } from '@shared/categories';
import { formatCount } from '@shared/counts';
import { cn } from '@web/lib/cn';
import { responsiveImage } from '@web/lib/images';
import { useState } from 'react';
import { Link } from 'react-router';

/** The catalogue filtered to one category. */
export function categoryHref(name: string): string {
  return `/dropshipping?${new URLSearchParams({ category: name })}`;
}

export function productCountLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'product' : 'products'}`;
}

export interface CategoryTileProps {
  category: CategorySummary;
  /** 'row': thumbnail beside the text (desktop mega-menu); 'stacked': image above (mobile menu). */
  layout?: 'row' | 'stacked';
  onNavigate?: () => void;
}

export function CategoryTile({ category, layout = 'row', onNavigate }: CategoryTileProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const emoji = category.emoji || categoryEmoji(category.name);
  const stacked = layout === 'stacked';
  const showImage = Boolean(category.imageUrl) && !imageFailed;

  return (
    <Link
      to={categoryHref(category.name)}
      onClick={onNavigate}
      className={cn(
        'group flex rounded-xl border border-stone-200 bg-white transition hover:border-brand-300 hover:shadow-md',
        stacked ? 'flex-col overflow-hidden' : 'items-center gap-3 p-2.5',
      )}
    >
      <span
        className={cn(
          'relative flex shrink-0 items-center justify-center overflow-hidden bg-brand-50',
          stacked ? 'aspect-[4/3] w-full' : 'size-16 rounded-lg',
        )}
      >
        {showImage ? (
          <img
            {...responsiveImage(category.imageUrl ?? '', stacked ? '(min-width: 400px) 180px, 45vw' : '64px')}
            alt=""
            // Lazy: a menu's tiles are drawn in a closed <details> before the page's scripts run.
            loading="lazy"
            width={stacked ? 320 : 64}
            height={stacked ? 240 : 64}
            onError={() => setImageFailed(true)}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <span className={stacked ? 'text-4xl' : 'text-3xl'} aria-hidden="true">
            {emoji}
          </span>
        )}
        {showImage && stacked ? (
          <span
            aria-hidden="true"
            className="absolute bottom-2 left-2 flex size-8 items-center justify-center rounded-full bg-white/95 text-base shadow-sm"
          >
            {emoji}
          </span>
        ) : null}
      </span>
      <span className={cn('min-w-0', stacked && 'px-3 py-2.5')}>
        <span className="block truncate text-sm font-semibold text-stone-900 group-hover:text-brand-800">
          {showImage && !stacked ? (
            <span className="mr-1.5" aria-hidden="true">
              {emoji}
            </span>
          ) : null}
          {category.name}
        </span>
        <span className="block text-xs text-stone-500">{productCountLabel(category.count)}</span>
      </span>
    </Link>
  );
}

/** The placeholder shown while the categories load. */
export function CategoryTileSkeleton({ layout = 'row' }: { layout?: 'row' | 'stacked' }) {
  const stacked = layout === 'stacked';
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex animate-pulse rounded-xl border border-stone-200 bg-white',
        stacked ? 'flex-col overflow-hidden' : 'items-center gap-3 p-2.5',
      )}
    >
      <span className={cn('block bg-stone-200', stacked ? 'aspect-[4/3] w-full' : 'size-16 rounded-lg')} />
      <span className={cn('flex flex-1 flex-col gap-2', stacked ? 'px-3 py-3' : '')}>
        <span className="block h-3 w-3/4 rounded bg-stone-200" />
        <span className="block h-2.5 w-1/2 rounded bg-stone-100" />
      </span>
    </div>
  );
}
