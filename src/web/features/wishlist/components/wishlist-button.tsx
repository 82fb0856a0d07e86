import { cn } from '@web/lib/cn';
import { isUnauthorized } from '@web/lib/failure';
import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { useWishlist } from '../api/get-wishlist';
import { useToggleWishlist } from '../api/toggle-wishlist';

export interface WishlistButtonProps {
  dealId: string;
  signedIn: boolean;
  /** Sends a guest to sign in (and back). */
  onSignInRequired: () => void;
  disabled?: boolean;
  className?: string;
}

/** The heart: adds the deal to the wishlist or takes it off (spec 2, "Deal detail"). */
export function WishlistButton({
  dealId,
  signedIn,
  onSignInRequired,
  disabled = false,
  className,
}: WishlistButtonProps) {
  const wishlist = useWishlist({ enabled: signedIn });
  const toggle = useToggleWishlist();
  const saved = signedIn && (wishlist.data?.dealIds.includes(dealId) ?? false);

  const requireSignIn = () => {
    toast.error('Please sign in', { description: 'You need to be signed in to save deals to your wishlist' });
    onSignInRequired();
  };

  const onClick = async () => {
    if (!signedIn) return requireSignIn();
    const add = !saved;
    try {
      await toggle.mutateAsync({ dealId, add });
      toast.success(add ? 'Added to Wishlist' : 'Removed from Wishlist');
    } catch (error) {
      if (isUnauthorized(error)) return requireSignIn();
      toast.error('Error', { description: 'Failed to update wishlist' });
    }
  };

  const label = saved ? 'Remove from Wishlist' : 'Add to Wishlist';
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled || (signedIn && wishlist.isPending)}
      onClick={() => void onClick()}
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-lg border transition-colors disabled:pointer-events-none disabled:opacity-60',
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
