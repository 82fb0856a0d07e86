import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useSellerListing } from '@web/features/sellers/api/get-seller-listing';
import { SellerArea } from '@web/features/sellers/components/seller-area';
import { SellerDealForm } from '@web/features/sellers/components/seller-deal-form';
import { SellerProductForm } from '@web/features/sellers/components/seller-product-form';
import { errorMessage } from '@web/lib/api';
import { Link, useParams, useSearchParams } from 'react-router';

/** /seller/listings/new (a deal, or ?kind=product) and /seller/listings/:id: list one, or change one (sent to review either way). */
export function SellerListingPage() {
  const session = useSession();
  const { id } = useParams();
  const editing = id !== undefined && id !== 'new';
  // A new listing is a deal unless the vendor chose a catalogue product (?kind=product).
  const [params] = useSearchParams();
  const product = params.get('kind') === 'product';
  return (
    <SellerArea
      session={session}
      title={editing ? 'Edit listing' : product ? 'New catalogue product' : 'New deal'}
    >
      {() => (
        <>
          <Link
            to="/seller/listings"
            className="mb-4 inline-block text-sm font-semibold text-brand-800 underline"
          >
            Back to your listings
          </Link>
          {editing ? (
            <EditListing id={id} />
          ) : product ? (
            <SellerProductForm listing={null} />
          ) : (
            <SellerDealForm listing={null} />
          )}
        </>
      )}
    </SellerArea>
  );
}

function EditListing({ id }: { id: string }) {
  const listing = useSellerListing(id);
  if (listing.isPending) return <Spinner className="py-10" />;
  if (listing.isError) {
    return (
      <Alert variant="error" title="This listing could not load">
        {errorMessage(listing.error)}
      </Alert>
    );
  }
  return listing.data.kind === 'product' ? (
    <SellerProductForm key={listing.data.id} listing={listing.data} />
  ) : (
    <SellerDealForm key={listing.data.id} listing={listing.data} />
  );
}
