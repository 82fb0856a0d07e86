import type { Deal } from '@shared/deals/deal';
import { formatCedisShort, toPesewas } from '@shared/money';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { storePath } from '@shared/sellers/store';
import { Badge } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { FallbackImage } from '@web/components/ui/fallback-image';
import { Skeleton } from '@web/components/ui/skeleton';
import { StarRating } from '@web/components/ui/star-rating';
import { cn } from '@web/lib/cn';
import { BadgeCheck, ShoppingCart, Zap } from 'lucide-react';
import { type ComponentType, memo, useId } from 'react';
import { Link } from 'react-router';

export function dealHref(id: string): string {
  return `/product/${encodeURIComponent(id)}`;
}

/** The card grids' image widths: 2 columns on phones up to 5 on wide screens. */
export const DEAL_GRID_IMAGE_SIZES =
  '(min-width: 1280px) 232px, (min-width: 1024px) 20vw, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw';

function isDiscounted(deal: Deal): boolean {
  try {
    return toPesewas(deal.originalPrice) > toPesewas(deal.discountPrice);
  } catch {
    return false;
  }
}

/** What a page puts over a card's picture (the wishlist heart): the deals feature knows no other. */
export type DealCardAction = ComponentType<{ deal: Deal }>;

export interface DealCardProps {
  deal: Deal;
  /** Stable (a module-level component), so that the memoised cards don't re-render for nothing. */
  Action?: DealCardAction;
  imageSizes?: string;
  /** The image is above the fold: loaded at once and first. */
  priority?: boolean;
  className?: string;
}

/**
 * A flash deal (docs/product/deals.md, "The deals lists"): FLASH SALE and discount badges, vendor, name,
 * rating and reviews, the price in ₵ with the original struck through, and "Add to Cart", which
 * opens the deal's page (where the quantity is chosen and the cart updated).
 */
export const DealCard = memo(function DealCard({
  deal,
  Action,
  imageSizes = DEAL_GRID_IMAGE_SIZES,
  priority = false,
  className,
}: DealCardProps) {
  const headingId = useId();
  const href = dealHref(deal.id);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:border-stone-300 hover:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-square overflow-hidden bg-stone-100">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block size-full">
          <FallbackImage
            src={deal.imageUrl ?? deal.imageUrls[0]}
            fallbackSrc={PLACEHOLDER_IMAGE_URL}
            sizes={imageSizes}
            alt=""
            width={640}
            height={640}
            priority={priority}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        </Link>
        <div className="pointer-events-none absolute inset-x-2 top-2 flex items-start justify-between gap-1">
          {deal.flashSale ? (
            <Badge tone="red">
              <Zap className="fill-current" aria-hidden="true" />
              FLASH SALE
            </Badge>
          ) : (
            <span />
          )}
          {deal.discount > 0 ? (
            <Badge tone="gold">
              -{deal.discount}%<span className="sr-only"> off</span>
            </Badge>
          ) : null}
        </div>
        {Action ? (
          <div className="absolute right-2 bottom-2">
            <Action deal={deal} />
          </div>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col p-3">
        <p className="flex h-4 items-center gap-1 text-xs text-stone-500">
          {deal.sellerSlug ? (
            <Link
              to={storePath(deal.sellerSlug)}
              className="relative z-10 truncate underline-offset-2 hover:underline"
            >
              Sold by {deal.vendor}
            </Link>
          ) : (
            <span className="truncate">{deal.vendor}</span>
          )}
          {deal.verified ? (
            <BadgeCheck
              role="img"
              className="size-3.5 shrink-0 text-brand-600"
              aria-label="Verified vendor"
            />
          ) : null}
        </p>
        <h3
          id={headingId}
          className="mt-1 line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-stone-900"
        >
          {deal.name}
        </h3>
        <StarRating rating={deal.rating} reviews={deal.reviews} className="mt-1.5" />
        <p className="mt-2 flex h-6 items-baseline gap-2 overflow-hidden whitespace-nowrap">
          <span className="text-base font-extrabold text-brand-700 sm:text-lg">
            {formatCedisShort(deal.discountPrice)}
          </span>
          {isDiscounted(deal) ? (
            <del className="truncate text-xs text-stone-500">
              <span className="sr-only">Was </span>
              {formatCedisShort(deal.originalPrice)}
            </del>
          ) : null}
        </p>
        <Link
          to={href}
          className={buttonVariants({ variant: 'primary', size: 'sm', className: 'mt-3 w-full' })}
        >
          <ShoppingCart aria-hidden="true" />
          Add to Cart
        </Link>
      </div>
    </article>
  );
});

/** The deal card's shape while loading: the same size, so nothing moves when the deals arrive. */
export function DealCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      <Skeleton pulse={false} className="aspect-square rounded-none" />
      <div className="flex flex-1 flex-col p-3">
        <div className="flex h-4 items-center">
          <Skeleton pulse={false} className="h-3 w-20" />
        </div>
        <div className="mt-1 flex h-10 flex-col gap-1.5 py-0.5">
          <Skeleton pulse={false} className="h-3.5 w-11/12" />
          <Skeleton pulse={false} className="h-3.5 w-2/3" />
        </div>
        <div className="mt-1.5 flex h-4 items-center">
          <Skeleton pulse={false} className="h-3 w-28" />
        </div>
        <div className="mt-2 flex h-6 items-center">
          <Skeleton pulse={false} className="h-5 w-24" />
        </div>
        <Skeleton pulse={false} className="mt-3 h-8 rounded-lg" />
      </div>
    </div>
  );
}
