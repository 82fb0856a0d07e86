import { formatDate } from '@shared/dates';
import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Alert } from '@web/components/ui/alert';
import { buttonVariants } from '@web/components/ui/button';
import { RatingSummary } from '@web/components/ui/rating-summary';
import { Spinner } from '@web/components/ui/spinner';
import { ProductCard } from '@web/features/catalogue/components/product-card';
import { DealsGrid } from '@web/features/deals/components/deals-grid';
import { useStore } from '@web/features/sellers/api/get-store';
import { ApiError, errorMessage } from '@web/lib/api';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Store } from 'lucide-react';
import { Link, useParams } from 'react-router';

/**
 * /store/{slug}: a vendor's page (docs/decisions/066), rendered on the server like the catalogue:
 * its name, when it joined, its listings' rating and its approved deals and products.
 */
export function StorePage() {
  const { slug = '' } = useParams();
  const store = useStore(slug);
  useDocumentTitle(store.data ? store.data.store.name : 'Store');

  if (store.isPending) return <Spinner className="flex-1" />;
  if (store.isError) {
    const missing = store.error instanceof ApiError && store.error.status === 404;
    return (
      <Container className="flex flex-1 flex-col items-start gap-4 py-16">
        <h1 className="text-2xl font-extrabold text-stone-900">
          {missing ? 'Store not found' : 'This store could not load'}
        </h1>
        <p className="text-stone-600">
          {missing ? 'This store does not exist or no longer sells on the shop.' : errorMessage(store.error)}
        </p>
        <Link to="/deals" className={buttonVariants({ variant: 'outline' })}>
          See today’s deals
        </Link>
      </Container>
    );
  }
  const { store: vendor, deals, products } = store.data;
  return (
    <>
      <PageHeader
        title={vendor.name}
        description={
          <span className="flex flex-col gap-2">
            <span>Selling on the shop since {formatDate(vendor.joinedAt)}.</span>
            {vendor.rating !== null ? (
              <RatingSummary rating={vendor.rating} reviews={vendor.reviews} />
            ) : null}
            {vendor.description ? (
              <span className="break-words whitespace-pre-wrap">{vendor.description}</span>
            ) : null}
          </span>
        }
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
            <Store className="size-6" aria-hidden="true" />
          </span>
        }
      />
      <Container className="flex flex-col gap-10 py-8">
        <section aria-labelledby="store-deals">
          <h2 id="store-deals" className="mb-4 text-xl font-bold text-stone-900">
            Deals
          </h2>
          {deals.length > 0 ? (
            <DealsGrid deals={deals} label={`Deals of ${vendor.name}`} abovePageFold />
          ) : (
            <p className="text-stone-600">No deals listed right now.</p>
          )}
        </section>
        {products.length > 0 ? (
          <section aria-labelledby="store-products">
            <h2 id="store-products" className="mb-4 text-xl font-bold text-stone-900">
              Products
            </h2>
            <ul
              aria-label={`Products of ${vendor.name}`}
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
            >
              {products.map((product) => (
                <li key={product.id} className="card-slot">
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Alert variant="info" title="Delivered by the shop">
          Orders from {vendor.name} are collected and delivered by our riders, like every order.
        </Alert>
      </Container>
    </>
  );
}
