import { formatDateTime } from '@shared/dates';
import { formatCedis } from '@shared/money';
import { LISTING_KIND_LABELS, LISTING_STATUS_LABELS, type ListingStatus } from '@shared/sellers/listing';
import { Alert } from '@web/components/ui/alert';
import { buttonVariants } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { responsiveImage } from '@web/lib/images';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useSellerListings } from '../api/list-seller-listings';

const TONES: Record<ListingStatus, string> = {
  draft: 'bg-stone-200 text-stone-800',
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-brand-100 text-brand-900',
  rejected: 'bg-red-100 text-red-900',
};

/** The vendor's listings, newest change first: each at its newest proposal, with why it was rejected. */
export function SellerListings() {
  const listings = useSellerListings();
  return (
    <section aria-labelledby="seller-listings" className="flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="seller-listings" className="text-lg font-bold text-stone-900">
          Your listings
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/seller/listings/new" className={buttonVariants({ size: 'lg' })}>
            <Plus className="size-4" aria-hidden="true" />
            New deal
          </Link>
          <Link
            to="/seller/listings/new?kind=product"
            className={buttonVariants({ size: 'lg', variant: 'outline' })}
          >
            <Plus className="size-4" aria-hidden="true" />
            New product
          </Link>
        </div>
      </div>
      <p className="text-sm text-stone-600">
        A new listing, and any change to a listed one, is checked by the shop before shoppers see it. While a
        change waits, shoppers see the approved version.
      </p>
      {listings.isPending ? (
        <Spinner className="py-10" />
      ) : listings.isError ? (
        <Alert variant="error" title="Your listings could not load">
          {errorMessage(listings.error)}
        </Alert>
      ) : listings.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          You have no listings yet. List your first deal: the shop checks it, then shoppers can order it.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {listings.data.map((listing) => (
            <li key={listing.id} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
              <div className="flex gap-3">
                {listing.imageUrl ? (
                  <img
                    {...responsiveImage(listing.imageUrl, '64px')}
                    alt=""
                    width={64}
                    height={64}
                    className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover"
                  />
                ) : (
                  <span className="size-16 shrink-0 rounded-lg bg-stone-100" />
                )}
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold break-words text-stone-900">{listing.name}</h3>
                  <p className="text-sm text-stone-600">
                    {LISTING_KIND_LABELS[listing.kind]} · {formatCedis(listing.price)}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
                    <span className={cn('rounded-full px-2 py-0.5 font-bold', TONES[listing.status])}>
                      {LISTING_STATUS_LABELS[listing.status]}
                    </span>
                    {listing.live ? <span className="text-brand-800">In the shop</span> : null}
                    <span className="text-stone-500">Changed {formatDateTime(listing.updatedAt)}</span>
                  </p>
                </div>
              </div>
              {listing.status === 'rejected' && listing.rejectionReason ? (
                <p
                  role="note"
                  className="mt-2 rounded-lg bg-red-50 p-2 text-sm break-words whitespace-pre-wrap text-red-900"
                >
                  Why it was rejected: {listing.rejectionReason}
                </p>
              ) : null}
              <Link
                to={`/seller/listings/${listing.id}`}
                className={buttonVariants({ variant: 'outline', className: 'mt-3 w-full sm:w-auto' })}
              >
                Edit<span className="sr-only"> {listing.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
