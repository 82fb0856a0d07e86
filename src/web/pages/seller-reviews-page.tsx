import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { SellerReviews } from '@web/features/reviews/components/seller-reviews';
import { signInPath } from '@web/lib/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Navigate } from 'react-router';

const PATH = '/seller/reviews';

/** /seller/reviews: a vendor's reviews and replies, until the seller center holds them. */
export function SellerReviewsPage() {
  const { user, isLoading } = useSession();
  useDocumentTitle('Reviews of your items');
  if (isLoading) return <Spinner className="flex-1" />;
  if (!user) return <Navigate to={signInPath(PATH)} state={{ from: PATH }} replace />;
  return (
    <>
      <PageHeader
        title="Reviews of your items"
        description="What shoppers wrote of the items you sold them, once published. Reply once to each: your reply shows under the review."
      />
      <Container className="flex-1 py-8 sm:py-10">
        <div className="max-w-3xl">
          <SellerReviews />
        </div>
      </Container>
    </>
  );
}
