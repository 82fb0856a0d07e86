import { Container } from '@web/components/layout/container';
import { PageHeader } from '@web/components/layout/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { AddToCartButton } from '@web/features/cart/components/add-to-cart-button';
import { SavedDeals } from '@web/features/wishlist/components/saved-deals';
import { signInPath, useSendToSignIn } from '@web/lib/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Navigate } from 'react-router';

/** /wishlist, "My wishlist": signed-in shoppers only; a guest signs in and comes back here. */
export function WishlistPage() {
  const { user, isLoading } = useSession();
  const sendToSignIn = useSendToSignIn();
  useDocumentTitle('My wishlist');

  if (isLoading) return <Spinner className="flex-1" />;
  if (!user) return <Navigate to={signInPath('/wishlist')} state={{ from: '/wishlist' }} replace />;

  return (
    <>
      <PageHeader
        title="My wishlist"
        description="The deals you saved with the heart, newest first, at today's price."
      />
      <Container className="flex-1 py-8 sm:py-10">
        <div className="max-w-3xl">
          <SavedDeals
            renderAddToCart={(dealId, dealName) => (
              <AddToCartButton
                dealId={dealId}
                dealName={dealName}
                quantity={1}
                size="md"
                signedIn
                onSignInRequired={() => sendToSignIn('/wishlist')}
              />
            )}
          />
        </div>
      </Container>
    </>
  );
}
