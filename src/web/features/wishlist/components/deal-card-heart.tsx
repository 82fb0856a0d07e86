import { lazy, Suspense } from 'react';
import { askToSignIn, HeartButton } from './heart-button';

// The signed-in heart (the wishlist's query and changes) loads after the page: the deal grids are
// on the home page's first load, which carries only this outline.
const WishlistButton = lazy(async () => ({ default: (await import('./wishlist-button')).WishlistButton }));

export interface DealCardHeartProps {
  dealId: string;
  signedIn: boolean;
  /** While the session is still being read: the heart waits. */
  sessionLoading: boolean;
  onSignInRequired: () => void;
}

const CARD_HEART = 'size-10 rounded-full shadow-sm';

/** The heart over a deal card's picture. */
export function DealCardHeart({ dealId, signedIn, sessionLoading, onSignInRequired }: DealCardHeartProps) {
  const outline = (busy: boolean) => (
    <HeartButton
      saved={false}
      className={CARD_HEART}
      disabled={busy}
      onClick={() => askToSignIn(onSignInRequired)}
    />
  );
  if (!signedIn) return outline(sessionLoading);
  return (
    <Suspense fallback={outline(true)}>
      <WishlistButton dealId={dealId} signedIn onSignInRequired={onSignInRequired} className={CARD_HEART} />
    </Suspense>
  );
}
