import { formatCedis, toPesewas } from '@shared/money';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import type { WishlistItem } from '@shared/wishlist/wishlist';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonVariants } from '@web/components/ui/button';
import { FallbackImage } from '@web/components/ui/fallback-image';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { Heart, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

function dealHref(dealId: string) {
  return `/product/${encodeURIComponent(dealId)}`;
}

function isDiscounted(original: string, price: string): boolean {
  return toPesewas(original) > toPesewas(price);
}

export interface SavedDealsProps {
  /** The deal's Add to Cart (the cart is another feature: the page passes it in). */
  renderAddToCart: (dealId: string, dealName: string) => ReactNode;
}

/**
 * /wishlist's content: the saved deals, newest first, with picture, price, Add to Cart and
 * Remove (with Undo in the toast: nothing is lost by a mis-tap); a deal deleted since shows as no
 * longer available. Loading, error and empty states.
 */
export function SavedDeals({ renderAddToCart }: SavedDealsProps) {
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();

  const onRemove = async (item: WishlistItem) => {
    const name = item.deal?.name ?? 'This deal';
    try {
      await remove.mutateAsync(item.dealId);
      toast.success('Removed from Wishlist', {
        description: `${name} is no longer saved.`,
        action: item.deal
          ? {
              label: 'Undo',
              onClick: () =>
                add.mutate(item.dealId, {
                  onError: () => toast.error('Error', { description: 'Failed to update wishlist' }),
                }),
            }
          : undefined,
      });
    } catch {
      toast.error('Error', { description: 'Failed to update wishlist' });
    }
  };

  if (wishlist.isPending) return <SavedDealsSkeleton />;

  if (wishlist.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert variant="error" title="Your wishlist could not be loaded">
          Check your connection and try again.
        </Alert>
        <Button variant="outline" busy={wishlist.isFetching} onClick={() => void wishlist.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { items } = wishlist.data;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600">
          <Heart className="size-8" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-bold text-stone-900">Your wishlist is empty</h2>
        <p className="mt-1 max-w-sm text-sm text-stone-600">
          Tap the heart on any deal to save it here, then come back when you are ready to buy.
        </p>
        <Link to="/deals" className={buttonVariants({ size: 'lg', className: 'mt-6' })}>
          Browse Flash Deals
        </Link>
      </div>
    );
  }

  return (
    <>
      <p className="mb-4 text-sm text-stone-600">
        {items.length === 1 ? '1 saved deal' : `${items.length} saved deals`}
      </p>
      <ul className="flex flex-col gap-3" aria-label="Saved deals">
        {items.map((item) => (
          <li key={item.dealId}>
            <SavedDeal
              item={item}
              addToCart={item.deal ? renderAddToCart(item.dealId, item.deal.name) : null}
              onRemove={() => void onRemove(item)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function SavedDeal({
  item,
  addToCart,
  onRemove,
}: {
  item: WishlistItem;
  addToCart: ReactNode;
  onRemove: () => void;
}) {
  const { deal } = item;
  const removeButton = (
    <Button variant="outline" onClick={onRemove} className="flex-1 sm:flex-none">
      <Trash2 aria-hidden="true" />
      Remove
    </Button>
  );

  if (!deal) {
    return (
      <article
        aria-label="A deal that is no longer available"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-3 sm:p-4"
      >
        <p className="text-sm text-stone-600">
          <span className="font-semibold text-stone-800">This deal is no longer available.</span> It has been
          taken down, so it can no longer be ordered.
        </p>
        {removeButton}
      </article>
    );
  }

  return (
    <article
      aria-label={deal.name}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-4"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3 sm:items-center sm:gap-4">
        <Link
          to={dealHref(item.dealId)}
          tabIndex={-1}
          aria-hidden="true"
          className="block size-20 shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:size-24"
        >
          <FallbackImage
            src={deal.imageUrl}
            fallbackSrc={PLACEHOLDER_IMAGE_URL}
            sizes="96px"
            alt=""
            width={96}
            height={96}
            className="size-full object-cover"
          />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-stone-500">{deal.vendor}</p>
          <h2 className="mt-0.5 line-clamp-2 font-semibold text-stone-900">
            <Link to={dealHref(item.dealId)} className="hover:underline">
              {deal.name}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className="text-lg font-extrabold text-brand-700 tabular-nums" data-testid="wishlist-price">
              {formatCedis(deal.discountPrice)}
            </span>
            {isDiscounted(deal.originalPrice, deal.discountPrice) ? (
              <del className="text-sm text-stone-500 tabular-nums">
                <span className="sr-only">Was </span>
                {formatCedis(deal.originalPrice)}
              </del>
            ) : null}
          </p>
        </div>
      </div>
      <div className={cn('flex gap-2 sm:shrink-0', '[&>*]:flex-1 sm:[&>*]:flex-none')}>
        {addToCart}
        {removeButton}
      </div>
    </article>
  );
}

function SavedDealsSkeleton() {
  return (
    <div role="status" aria-label="Loading your wishlist" className="flex flex-col gap-3">
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          className="flex animate-pulse gap-4 rounded-2xl border border-stone-200 bg-white p-3 sm:p-4"
        >
          <div className="size-20 shrink-0 rounded-xl bg-stone-200 sm:size-24" />
          <div className="flex flex-1 flex-col gap-2 py-1">
            <div className="h-3 w-24 rounded bg-stone-100" />
            <div className="h-4 w-48 max-w-full rounded bg-stone-200" />
            <div className="h-5 w-20 rounded bg-stone-200" />
          </div>
        </div>
      ))}
      <span className="sr-only">Loading your wishlist…</span>
    </div>
  );
}
