import type { Product } from '@shared/catalogue/product';
import { shippingDays } from '@shared/catalogue/shipping-time';
import { PLACEHOLDER_IMAGE_URL } from '@shared/placeholder-image';
import { storePath } from '@shared/sellers/store';
import { Container } from '@web/components/layout/container';
import { Badge } from '@web/components/ui/badge';
import { PressBeforeHydration } from '@web/components/ui/before-hydration';
import { Button, buttonVariants } from '@web/components/ui/button';
import { MediaGallery } from '@web/components/ui/media-gallery';
import { PricePanel } from '@web/components/ui/price-panel';
import { RatingSummary } from '@web/components/ui/rating-summary';
import { ShareMenu } from '@web/components/ui/share-menu';
import { ArrowLeft, Building2, Clock, Tag, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Up to 7 images plus 1 video (docs/product/catalogue.md, "The product page"). */
const MAX_GALLERY_IMAGES = 7;

export interface ProductDetailProps {
  product: Product;
  /** "Back to Products" (history back). */
  onBack: () => void;
  /** The purchase controls (colour, size, quantity, total, Buy Now), composed by the page. */
  children: ReactNode;
}

/**
 * The product page's content (docs/product/catalogue.md, "The product page"): gallery, badges, name, rating,
 * prices and saving, supplier, shipping time, category, the free-shipping notice, the purchase
 * controls, share and the description.
 */
export function ProductDetail({ product, onBack, children }: ProductDetailProps) {
  const description = product.description.trim();

  return (
    <Container className="py-4 sm:py-8">
      <PressBeforeHydration
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        label={
          <>
            <ArrowLeft aria-hidden="true" />
            Back to Products
          </>
        }
        onPress={onBack}
      >
        <Button variant="ghost" size="sm" className="-ml-3" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Products
        </Button>
      </PressBeforeHydration>

      <div className="mt-3 grid gap-6 sm:mt-5 lg:grid-cols-2 lg:gap-12">
        <MediaGallery
          images={product.images.slice(0, MAX_GALLERY_IMAGES)}
          videoUrl={product.videoUrl}
          name={product.name}
          fallbackSrc={PLACEHOLDER_IMAGE_URL}
          wording="media"
        />

        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              {product.discount > 0 ? (
                <Badge tone="red" className="px-2.5 py-1 text-xs">
                  -{product.discount}% OFF
                </Badge>
              ) : null}
              <Badge tone={product.country === 'USA' ? 'blue' : 'orange'} className="px-2.5 py-1 text-xs">
                {product.country}
              </Badge>
              {product.inStock ? null : (
                <Badge tone="dark" className="px-2.5 py-1 text-xs">
                  Out of Stock
                </Badge>
              )}
            </div>
            <div className="flex items-start justify-between gap-3">
              <h1 className="min-w-0 text-2xl font-extrabold tracking-tight text-balance break-words text-stone-900 sm:text-3xl">
                {product.name}
              </h1>
              <ShareMenu name={product.name} copiedTitle="Link copied!" />
            </div>
            <RatingSummary rating={product.rating} reviews={product.reviews} />
          </div>

          <PricePanel price={product.price} originalPrice={product.originalPrice}>
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2.5 border-t border-stone-100 pt-4 text-sm sm:grid-cols-3">
              <Fact
                icon={<Building2 aria-hidden="true" />}
                term={product.sellerSlug ? 'Sold by' : 'Supplier'}
                value={
                  product.sellerSlug ? (
                    <Link
                      to={storePath(product.sellerSlug)}
                      className="text-brand-800 underline underline-offset-2"
                    >
                      {product.supplier}
                    </Link>
                  ) : (
                    product.supplier
                  )
                }
              />
              <Fact
                icon={<Clock aria-hidden="true" />}
                term="Shipping time"
                value={shippingDays(product.shippingTime)}
              />
              <Fact icon={<Tag aria-hidden="true" />} term="Category" value={product.category} />
            </dl>
            <p className="mt-4 flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2.5 text-sm text-brand-900">
              <Truck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="font-semibold">Free shipping</span> for delivery anywhere in Ghana.
              </span>
            </p>

            <div className="mt-5 flex flex-col gap-5 border-t border-stone-100 pt-5">{children}</div>
          </PricePanel>
        </div>
      </div>

      <section
        aria-labelledby="product-description"
        className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 sm:mt-12 sm:p-6"
      >
        <h2 id="product-description" className="text-lg font-bold text-stone-900">
          Description
        </h2>
        <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-stone-700">
          {description || 'The supplier has not added a description yet.'}
        </p>
      </section>
    </Container>
  );
}

function Fact({ icon, term, value }: { icon: ReactNode; term: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs text-stone-500 [&_svg]:size-3.5 [&_svg]:text-brand-700">
        {icon}
        {term}
      </dt>
      <dd className="mt-0.5 font-medium break-words text-stone-900">{value}</dd>
    </div>
  );
}
