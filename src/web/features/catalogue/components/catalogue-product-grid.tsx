import { NO_PRODUCTS_FOUND } from '@shared/catalogue/catalogue-messages';
import type { Product } from '@shared/catalogue/product';
import { PressBeforeHydration } from '@web/components/ui/before-hydration';
import { Button, buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useRenderedCount } from '@web/lib/use-rendered-count';
import { ChevronDown, LoaderCircle, SearchX } from 'lucide-react';
import { ProductCard, ProductCardSkeleton } from './product-card';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';
/** How wide a card is in that grid (the page is at most 80rem wide, with its padding). */
const IMAGE_SIZES = '(min-width: 1280px) 232px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw';
/** The first row on a phone: loaded at once and first; the others as they come into view. */
const PRIORITY_CARDS = 2;
const SKELETON_CARDS = 10;
export interface CatalogueProductGridProps {
  products: readonly Product[];
  loading: boolean;
  /** Other filters are loading: the list shown is about to be replaced. */
  updating: boolean;
  /** Offered in the empty state when a search or a category narrows the list. */
  onClearFilters?(): void;
}

/** The catalogue's products, its skeleton while the first page loads, and its empty state. */
export function CatalogueProductGrid({
  products,
  loading,
  updating,
  onClearFilters,
}: CatalogueProductGridProps) {
  const rendered = useRenderedCount(products.length);

  if (loading) {
    return (
      <div role="status" aria-label="Loading products" className={gridClass}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position.
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <SearchX className="size-7" aria-hidden="true" />
        </span>
        <h3 className="mt-4 text-lg font-bold text-stone-900">{NO_PRODUCTS_FOUND.title}</h3>
        <p className="mt-1 text-sm text-stone-600">{NO_PRODUCTS_FOUND.description}</p>
        {onClearFilters ? (
          <PressBeforeHydration
            className={buttonVariants({ variant: 'outline', className: 'mt-5' })}
            label="Clear filters"
            onPress={onClearFilters}
          >
            <Button variant="outline" className="mt-5" onClick={onClearFilters}>
              Clear filters
            </Button>
          </PressBeforeHydration>
        ) : null}
      </div>
    );
  }

  return (
    <ul
      aria-label="Products"
      aria-busy={updating || undefined}
      className={cn(gridClass, 'transition-opacity', updating && 'opacity-60')}
    >
      {products.slice(0, rendered).map((product, index) => (
        <li key={product.id} className="card-slot">
          <ProductCard product={product} imageSizes={IMAGE_SIZES} priority={index < PRIORITY_CARDS} />
        </li>
      ))}
    </ul>
  );
}

export interface ViewMoreButtonProps {
  onClick(): void;
  busy: boolean;
  failed: boolean;
}

/** "View More Products": 20 more (docs/product/catalogue.md, "Paging"). */
export function ViewMoreButton({ onClick, busy, failed }: ViewMoreButtonProps) {
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          We couldn’t load more products. Check your connection and try again.
        </p>
      ) : null}
      <PressBeforeHydration
        className={buttonVariants({ variant: 'primary', size: 'lg' })}
        label={
          <>
            View More Products
            <ChevronDown aria-hidden="true" />
          </>
        }
        onPress={onClick}
      >
        {/* Not disabled while busy: a disabled button would drop the keyboard focus. */}
        <Button
          variant="primary"
          size="lg"
          aria-busy={busy || undefined}
          onClick={busy ? undefined : onClick}
        >
          View More Products
          {busy ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <ChevronDown aria-hidden="true" />
          )}
        </Button>
      </PressBeforeHydration>
    </div>
  );
}
