import { PageHeader } from '@web/components/layout/page-header';
import { useSession } from '@web/features/auth/api/get-session';
import { AllDeals } from '@web/features/deals/components/all-deals';
import { WishlistCardHeart, WishlistCardHearts } from '@web/features/wishlist/components/wishlist-button';
import { useSendToSignIn } from '@web/lib/sign-in-redirect';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Zap } from 'lucide-react';
import { useCallback } from 'react';

/** /deals: all flash deals, live (docs/product/deals.md, "The deals lists"). */
export function DealsPage() {
  useDocumentTitle('Flash Deals');
  // The wishlist hearts on the cards, not on the home page's: those are in the first load of every
  // page. A guest comes back to the deal after signing in.
  const { user, isLoading } = useSession();
  const sendToSignIn = useSendToSignIn();
  const signInFromDeal = useCallback((dealId: string) => sendToSignIn(`/product/${dealId}`), [sendToSignIn]);
  return (
    <>
      <PageHeader
        title="Flash Deals"
        description="Today’s flash deals at up to 90% off from trusted vendors across Ghana, updated live as new deals arrive. Pay on delivery."
        eyebrow={
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-flag-red text-white shadow-sm">
            <Zap className="size-6 fill-current" aria-hidden="true" />
          </span>
        }
      />
      <WishlistCardHearts signedIn={user !== null} waiting={isLoading} onSignInRequired={signInFromDeal}>
        <AllDeals cardAction={WishlistCardHeart} />
      </WishlistCardHearts>
    </>
  );
}
