import { isUnauthorized } from '@web/lib/failure';
import { toast } from 'sonner';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { askToSignIn, HeartButton } from './heart-button';

export interface WishlistButtonProps {
  dealId: string;
  signedIn: boolean;
  /** Sends a guest to sign in (and back). */
  onSignInRequired: () => void;
  disabled?: boolean;
  /** Size and shape; the deal page's square heart by default. */
  className?: string;
}

/**
 * The heart: saves the deal to the wishlist or takes it off (spec 2, "Deal detail"). Every heart
 * and the wishlist page read the same cached list, so they all agree.
 */
export function WishlistButton({
  dealId,
  signedIn,
  onSignInRequired,
  disabled = false,
  className = 'size-12 rounded-lg',
}: WishlistButtonProps) {
  const wishlist = useWishlist({ enabled: signedIn });
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const saved = signedIn && (wishlist.data?.dealIds.includes(dealId) ?? false);

  const onClick = async () => {
    if (!signedIn) return askToSignIn(onSignInRequired);
    try {
      if (saved) await remove.mutateAsync(dealId);
      else await add.mutateAsync(dealId);
      toast.success(saved ? 'Removed from Wishlist' : 'Added to Wishlist');
    } catch (error) {
      if (isUnauthorized(error)) return askToSignIn(onSignInRequired);
      toast.error('Error', { description: 'Failed to update wishlist' });
    }
  };

  return (
    <HeartButton
      saved={saved}
      className={className}
      disabled={disabled || (signedIn && wishlist.isPending)}
      onClick={() => void onClick()}
    />
  );
}
