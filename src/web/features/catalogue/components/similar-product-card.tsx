import type { Product } from '@shared/catalogue/product';
import { formatCedis } from '@shared/money';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { Badge } from '@web/components/ui/badge';
import { FallbackImage } from '@web/components/ui/fallback-image';
import { Skeleton } from '@web/components/ui/skeleton';
import { StarRating } from '@web/components/ui/star-rating';
import { memo } from 'react';
import { Link } from 'react-router';

const IMAGE_SIZES = '(min-width: 1024px) 224px, (min-width: 640px) 30vw, 45vw';

/**
 * A similar product (docs/product/catalogue.md, "Similar products"): the whole card opens the product; discount and
 * country badges, an out-of-stock overlay, the star rating and the price.
 */
export const SimilarProductCard = memo(function SimilarProductCard({ product }: { product: Product }) {
  const discounted = product.discount > 0;
  return (
    <Link
      to={`/dropshipping-product/${encodeURIComponent(product.id)}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:border-stone-300 hover:shadow-md"
    >
      <div className="relative aspect-square overflow-hidden bg-stone-100">
        <FallbackImage
          src={product.imageUrl}
          fallbackSrc={PLACEHOLDER_IMAGE_URL}
          sizes={IMAGE_SIZES}
          alt=""
          width={320}
          height={320}
          className="size-full object-cover transition duration-300 group-hover:scale-105"
        />
        {discounted ? (
          <Badge tone="red" className="absolute top-2 left-2">
            -{product.discount}%
          </Badge>
        ) : null}
        <Badge tone={product.country === 'USA' ? 'blue' : 'orange'} className="absolute top-2 right-2">
          {product.country}
        </Badge>
        {product.inStock ? null : (
          <span className="absolute inset-0 flex items-center justify-center bg-stone-950/55 text-sm font-bold tracking-wide text-white uppercase">
            Out of Stock
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-stone-900 group-hover:text-brand-800">
          {product.name}
        </h3>
        <StarRating rating={product.rating} reviews={product.reviews} />
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-base font-extrabold text-stone-900 tabular-nums">
            {formatCedis(product.price)}
          </span>
          {discounted ? (
            <del className="text-xs text-stone-500 tabular-nums">
              <span className="sr-only">Was </span>
              {formatCedis(product.originalPrice)}
            </del>
          ) : null}
        </p>
      </div>
    </Link>
  );
});

export function SimilarProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      <Skeleton pulse={false} className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton pulse={false} className="h-3.5 w-11/12" />
        <Skeleton pulse={false} className="h-3.5 w-2/3" />
        <Skeleton pulse={false} className="h-3 w-24" />
        <Skeleton pulse={false} className="mt-1 h-5 w-20" />
      </div>
    </div>
  );
}
