import type { Deal } from '@shared/deals/deal';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { storePath } from '@shared/sellers/store';
import { Container } from '@web/components/layout/container';
import { type ButtonStyleOptions, buttonVariants } from '@web/components/ui/button';
import { MediaGallery } from '@web/components/ui/media-gallery';
import { PricePanel } from '@web/components/ui/price-panel';
import { RatingSummary } from '@web/components/ui/rating-summary';
import { ArrowLeft, BadgeCheck, Banknote, ShieldCheck, Truck, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { DealShareButton } from './deal-detail-share';

/** "Back to Deals": to /deals (docs/product/deals.md, "The deal page"). */
export function BackToDealsLink({ variant = 'ghost', size = 'sm', className }: ButtonStyleOptions) {
  return (
    <Link to="/deals" className={buttonVariants({ variant, size, className })}>
      <ArrowLeft aria-hidden="true" />
      Back to Deals
    </Link>
  );
}

export interface DealDetailProps {
  deal: Deal;
  /** The purchase controls (quantity, cart, wishlist, Buy Now), composed by the page. */
  children: ReactNode;
}

/** The deal page's content: gallery, name, vendor, rating, prices, the purchase controls, description. */
export function DealDetail({ deal, children }: DealDetailProps) {
  return (
    <Container className="py-4 sm:py-8">
      <BackToDealsLink className="-ml-3" />

      <div className="mt-3 grid gap-6 sm:mt-5 lg:grid-cols-2 lg:gap-12">
        <MediaGallery
          images={deal.imageUrls}
          name={deal.name}
          fallbackSrc={PLACEHOLDER_IMAGE_URL}
          wording="images"
        />

        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              {deal.flashSale ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-flag-red px-2.5 py-1 text-xs font-bold tracking-wide text-white uppercase">
                  <Zap className="size-3.5 fill-current" aria-hidden="true" />
                  Flash Sale
                </span>
              ) : null}
              <span className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-700">
                {deal.category}
              </span>
            </div>
            <div className="flex items-start justify-between gap-3">
              <h1 className="min-w-0 text-2xl font-extrabold tracking-tight text-balance break-words text-stone-900 sm:text-3xl">
                {deal.name}
              </h1>
              <DealShareButton name={deal.name} />
            </div>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
              <span>
                Sold by{' '}
                {deal.sellerSlug ? (
                  <Link
                    to={storePath(deal.sellerSlug)}
                    className="font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {deal.vendor}
                  </Link>
                ) : (
                  <span className="font-semibold text-stone-900">{deal.vendor}</span>
                )}
              </span>
              {deal.verified ? (
                <span className="inline-flex items-center gap-1 font-semibold text-brand-700">
                  <BadgeCheck className="size-4" aria-hidden="true" />
                  Verified vendor
                </span>
              ) : null}
            </p>
            <RatingSummary rating={deal.rating} reviews={deal.reviews} />
          </div>

          <PricePanel
            price={deal.discountPrice}
            originalPrice={deal.originalPrice}
            badge={
              deal.discount > 0 ? (
                <span className="rounded-md bg-gold-400 px-2 py-0.5 text-sm font-extrabold text-brand-950">
                  -{deal.discount}%
                </span>
              ) : null
            }
          >
            <div className="mt-4 flex flex-col gap-4 border-t border-stone-100 pt-4">{children}</div>
          </PricePanel>

          <ul className="grid gap-2.5 text-sm text-stone-700 sm:grid-cols-3 sm:gap-3">
            <li className="flex items-center gap-2">
              <Banknote className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              Pay on delivery
            </li>
            <li className="flex items-center gap-2">
              <Truck className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              Free delivery over ₵100
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              {deal.verified ? 'Verified vendor' : 'Checked by our team'}
            </li>
          </ul>
        </div>
      </div>

      <div className="mt-8 grid gap-6 sm:mt-12 lg:grid-cols-3">
        <section
          aria-labelledby="deal-description"
          className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6 lg:col-span-2"
        >
          <h2 id="deal-description" className="text-lg font-bold text-stone-900">
            Description
          </h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-700">
            {deal.description.trim() || 'The vendor has not added a description yet.'}
          </p>
        </section>
        <section
          aria-labelledby="deal-details"
          className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
        >
          <h2 id="deal-details" className="text-lg font-bold text-stone-900">
            Details
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 text-sm">
            <dt className="text-stone-500">Category</dt>
            <dd className="font-medium text-stone-900">{deal.category}</dd>
            <dt className="text-stone-500">Vendor</dt>
            <dd className="font-medium text-stone-900">{deal.vendor}</dd>
            <dt className="text-stone-500">Verified</dt>
            <dd className="font-medium text-stone-900">{deal.verified ? 'Yes' : 'No'}</dd>
            <dt className="text-stone-500">Discount</dt>
            <dd className="font-medium text-stone-900">{deal.discount}% off</dd>
          </dl>
        </section>
      </div>
    </Container>
  );
}
