import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useSellerListing } from '@web/features/sellers/api/get-seller-listing';
import { SellerArea } from '@web/features/sellers/components/seller-area';
import { SellerDealForm } from '@web/features/sellers/components/seller-deal-form';
import { errorMessage } from '@web/lib/api';
import { Link, useParams } from 'react-router';

/** /seller/listings/new and /seller/listings/:id: list a deal, or change one (sent to review either way). */
export function SellerListingPage() {
  const session = useSession();
  const { id } = useParams();
  const editing = id !== undefined && id !== 'new';
  return (
    <SellerArea session={session} title={editing ? 'Edit listing' : 'New deal'}>
      {() => (
        <>
          <Link
            to="/seller/listings"
            className="mb-4 inline-block text-sm font-semibold text-brand-800 underline"
          >
            Back to your listings
          </Link>
          {editing ? <EditListing id={id} /> : <SellerDealForm listing={null} />}
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
  return <SellerDealForm key={listing.data.id} listing={listing.data} />;
}
