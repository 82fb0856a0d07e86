import type { Product } from '@shared/catalogue/product';
import { formatCedis } from '@shared/money';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { storePath } from '@shared/sellers/store';
import { Badge } from '@web/components/ui/badge';
import { buttonVariants } from '@web/components/ui/button';
import { FallbackImage } from '@web/components/ui/fallback-image';
import { Skeleton } from '@web/components/ui/skeleton';
import { StarRating } from '@web/components/ui/star-rating';
import { cn } from '@web/lib/cn';
import { Truck } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { Link } from 'react-router';

export function productHref(id: string): string {
  return `/dropshipping-product/${encodeURIComponent(id)}`;
}

/** Blue for USA, orange otherwise (docs/product/catalogue.md, "The catalogue page"). */
export function countryTone(country: string): 'blue' | 'orange' {
  return country === 'USA' ? 'blue' : 'orange';
}

export interface ProductCardProps {
  product: Product;
  /** The `sizes` of the image's srcset: how wide the card is in this layout. */
  imageSizes?: string;
  /** The image is above the fold: loaded at once and first. */
  priority?: boolean;
  className?: string;
}

/**
 * A drop-shipping product (docs/product/catalogue.md, "The catalogue page" and "The home page's strip"):
 * image (placeholder on error; its video plays on hover), "-N%" and country badges, name, rating,
 * price with the original struck through, "Ships in …", View (new tab) and Order Now (or a disabled
 * "Out of Stock"). It fills the width it is given.
 */
export const ProductCard = memo(function ProductCard({
  product,
  imageSizes = '224px',
  priority = false,
  className,
}: ProductCardProps) {
  const headingId = useId();
  const [hovered, setHovered] = useState(false);
  const [videoFailed, setVideoFailed] = useState(false);
  const href = productHref(product.id);
  const discounted = product.discount > 0;
  const showVideo = hovered && !!product.videoUrl && !videoFailed;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'group @container relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:border-stone-300 hover:shadow-md',
        className,
      )}
    >
      <div
        className="relative aspect-square overflow-hidden bg-stone-100"
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
      >
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block size-full">
          <FallbackImage
            src={product.imageUrl}
            fallbackSrc={PLACEHOLDER_IMAGE_URL}
            sizes={imageSizes}
            priority={priority}
            alt=""
            width={640}
            height={640}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
          {showVideo ? (
            <video
              src={product.videoUrl ?? undefined}
              autoPlay
              muted
              loop
              playsInline
              preload="none"
              onError={() => setVideoFailed(true)}
              className="absolute inset-0 size-full object-cover"
            />
          ) : null}
        </Link>
        {discounted ? (
          <Badge tone="red" className="absolute top-2 left-2">
            -{product.discount}%
          </Badge>
        ) : null}
        <Badge tone={countryTone(product.country)} className="absolute top-2 right-2">
          {product.country}
        </Badge>
      </div>

      <div className="flex flex-1 flex-col p-3">
        <h3 id={headingId} className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-stone-900">
          {product.name}
        </h3>
        {product.sellerSlug ? (
          <Link
            to={storePath(product.sellerSlug)}
            className="relative z-10 mt-1 truncate text-xs text-stone-600 underline-offset-2 hover:underline"
          >
            Sold by {product.supplier}
          </Link>
        ) : null}
        <StarRating rating={product.rating} reviews={product.reviews} className="mt-1.5" />
        {/* In a narrow card (a phone's two columns) the original price goes under the price. */}
        <p className="mt-2 flex h-6 items-baseline gap-2 overflow-hidden whitespace-nowrap @max-[13rem]:h-10 @max-[13rem]:flex-col @max-[13rem]:gap-0">
          <span className="text-base font-extrabold text-stone-900">{formatCedis(product.price)}</span>
          {discounted ? (
            <del className="text-xs text-stone-500">
              <span className="sr-only">Was </span>
              {formatCedis(product.originalPrice)}
            </del>
          ) : null}
        </p>
        <p className="mt-1 flex items-center gap-1 text-xs text-stone-500">
          <Truck className="size-3.5 shrink-0 text-brand-600" aria-hidden="true" />
          <span className="truncate">Ships in {product.shippingTime}</span>
        </p>
        <div className="mt-3 grid grid-cols-1 gap-2 pt-0.5 @[13rem]:grid-cols-2">
          <Link
            to={href}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            View<span className="sr-only"> (opens in a new tab)</span>
          </Link>
          {product.inStock ? (
            <Link to={href} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
              Order Now
            </Link>
          ) : (
            <button type="button" disabled className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              Out of Stock
            </button>
          )}
        </div>
      </div>
    </article>
  );
});

/** The product card's shape while loading: the same size, so nothing moves when it arrives. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        '@container flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white',
        className,
      )}
    >
      <Skeleton pulse={false} className="aspect-square rounded-none" />
      <div className="flex flex-1 flex-col p-3">
        <div className="flex h-10 flex-col gap-1.5 py-0.5">
          <Skeleton pulse={false} className="h-3.5 w-11/12" />
          <Skeleton pulse={false} className="h-3.5 w-2/3" />
        </div>
        <div className="mt-1.5 flex h-4 items-center">
          <Skeleton pulse={false} className="h-3 w-28" />
        </div>
        <div className="mt-2 flex h-6 items-center @max-[13rem]:h-10">
          <Skeleton pulse={false} className="h-5 w-28 max-w-full" />
        </div>
        <div className="mt-1 flex h-4 items-center">
          <Skeleton pulse={false} className="h-3 w-32" />
        </div>
        <div className="mt-3 grid grid-cols-1 gap-2 pt-0.5 @[13rem]:grid-cols-2">
          <Skeleton pulse={false} className="h-8 rounded-lg" />
          <Skeleton pulse={false} className="h-8 rounded-lg" />
        </div>
      </div>
    </div>
  );
}
