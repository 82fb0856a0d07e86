import { useSession } from '@web/features/auth/api/get-session';
import { SellerReviews } from '@web/features/reviews/components/seller-reviews';
import { SellerArea } from '@web/features/sellers/components/seller-area';

/** /seller/reviews: what shoppers wrote of the vendor's items, once published, and its one reply to each. */
export function SellerReviewsPage() {
  const session = useSession();
  return (
    <SellerArea session={session} title="Reviews">
      {() => (
        <div className="max-w-3xl">
          <SellerReviews />
        </div>
      )}
    </SellerArea>
  );
}
