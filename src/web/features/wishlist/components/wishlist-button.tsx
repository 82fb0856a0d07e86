import { cn } from '@web/lib/cn';
import { isUnauthorized } from '@web/lib/failure';
import { toast } from '@web/lib/toast';
import { Heart } from 'lucide-react';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

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
 * The heart: saves the deal to the wishlist or takes it off (spec 2, "Deal detail"). A toggle
 * button: its name stays "Save to Wishlist", aria-pressed tells whether the deal is saved. Every
 * heart and the wishlist page read the same cached list, so they all agree.
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

  const requireSignIn = () => {
    toast.error('Please sign in', { description: 'You need to be signed in to save deals to your wishlist' });
    onSignInRequired();
  };

  const onClick = async () => {
    if (!signedIn) return requireSignIn();
    try {
      if (saved) await remove.mutateAsync(dealId);
      else await add.mutateAsync(dealId);
      toast.success(saved ? 'Removed from Wishlist' : 'Added to Wishlist');
    } catch (error) {
      if (isUnauthorized(error)) return requireSignIn();
      toast.error('Error', { description: 'Failed to update wishlist' });
    }
  };

  return (
    <button
      type="button"
      aria-label="Save to Wishlist"
      title="Save to Wishlist"
      aria-pressed={saved}
      disabled={disabled || (signedIn && wishlist.isPending)}
      onClick={() => void onClick()}
      className={cn(
        'inline-flex shrink-0 items-center justify-center border transition-colors disabled:pointer-events-none disabled:opacity-60',
        saved
          ? 'border-red-200 bg-red-50 text-red-600 hover:border-red-300 hover:bg-red-100'
          : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-50',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-current')} />
    </button>
  );
}
