import type { Deal } from '@shared/deals/deal';
import { useSession } from '@web/features/auth/api/get-session';
import { DealCardHeart } from '@web/features/wishlist/components/deal-card-heart';
import { useSendToSignIn } from '@web/lib/sign-in-redirect';

/**
 * The wishlist heart on the deal cards of the home page and /deals (the pages compose the deals
 * and wishlist features). A guest comes back to the deal after signing in.
 */
export function DealHeart({ deal }: { deal: Deal }) {
  const { user, isLoading } = useSession();
  const sendToSignIn = useSendToSignIn();
  return (
    <DealCardHeart
      dealId={deal.id}
      signedIn={user !== null}
      sessionLoading={isLoading}
      onSignInRequired={() => sendToSignIn(`/product/${deal.id}`)}
    />
  );
}
