import { useSession } from '@web/features/auth/api/get-session';
import { SellerArea } from '@web/features/sellers/components/seller-area';
import { SellerListings } from '@web/features/sellers/components/seller-listings';

/** /seller/listings: the vendor's deals and products, each with its review status. */
export function SellerListingsPage() {
  const session = useSession();
  return (
    <SellerArea session={session} title="Listings">
      {() => <SellerListings />}
    </SellerArea>
  );
}
