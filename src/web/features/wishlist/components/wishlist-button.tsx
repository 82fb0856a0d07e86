import { PressBeforeHydration } from '@web/components/ui/before-hydration';
import { cn } from '@web/lib/cn';
import { isUnauthorized } from '@web/lib/failure';
import { toast } from '@web/lib/toast';
import { Heart, LoaderCircle } from 'lucide-react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

export interface WishlistOptions {
  signedIn: boolean;
  /** Sends a guest to sign in (and back), from the deal's heart. */
  onSignInRequired: (dealId: string) => void;
  disabled?: boolean;
  /** Who is signed in is still being read: a press waits for it (PressBeforeHydration). */
  waiting?: boolean;
}

interface Wishlist {
  isSaved(dealId: string): boolean;
  /** No heart can be pressed yet (the session or the list is still being read). */
  disabled: boolean;
  /** The hearts are off for good (a sample deal): drawn disabled. */
  off: boolean;
  toggle(dealId: string): Promise<void>;
}

/**
 * Saves a deal to the wishlist or takes it off, with the toasts of docs/product/deals.md, "The wishlist". Every
 * heart and the wishlist page read the same cached list, so they all agree.
 */
function useWishlistToggle({
  signedIn,
  onSignInRequired,
  disabled = false,
  waiting = false,
}: WishlistOptions): Wishlist {
  const wishlist = useWishlist({ enabled: signedIn });
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const dealIds = signedIn ? wishlist.data?.dealIds : undefined;
  const { mutateAsync: addDeal } = add;
  const { mutateAsync: removeDeal } = remove;

  return useMemo(() => {
    const isSaved = (dealId: string) => dealIds?.includes(dealId) ?? false;
    const requireSignIn = (dealId: string) => {
      toast.error('Please sign in', {
        description: 'You need to be signed in to save deals to your wishlist',
      });
      onSignInRequired(dealId);
    };
    return {
      isSaved,
      disabled: disabled || waiting || (signedIn && wishlist.isPending),
      off: disabled,
      async toggle(dealId: string) {
        if (!signedIn) return requireSignIn(dealId);
        const saved = isSaved(dealId);
        try {
          if (saved) await removeDeal(dealId);
          else await addDeal(dealId);
          toast.success(saved ? 'Removed from Wishlist' : 'Added to Wishlist');
        } catch (error) {
          if (isUnauthorized(error)) return requireSignIn(dealId);
          toast.error('Error', { description: 'Failed to update wishlist' });
        }
      },
    };
  }, [dealIds, disabled, waiting, signedIn, wishlist.isPending, onSignInRequired, addDeal, removeDeal]);
}

interface HeartProps {
  dealId: string;
  wishlist: Wishlist;
  className: string;
}

/** A toggle button: its name stays "Save to Wishlist", aria-pressed tells whether the deal is saved. */
function HeartToggle({ dealId, wishlist, className }: HeartProps) {
  const saved = wishlist.isSaved(dealId);
  const look = (saved: boolean) =>
    cn(
      'inline-flex shrink-0 items-center justify-center border transition-colors disabled:pointer-events-none disabled:opacity-60',
      saved
        ? 'border-red-200 bg-red-50 text-red-600 hover:border-red-300 hover:bg-red-100'
        : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-50',
      className,
    );
  // A server-rendered page: a heart pressed before it hydrated is toggled once it has.
  return (
    <PressBeforeHydration
      disabled={wishlist.off}
      className={look(false)}
      aria-label="Save to Wishlist"
      label={<Heart aria-hidden="true" className="size-5" />}
      pendingLabel={<LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      ready={!wishlist.disabled}
      onPress={() => void wishlist.toggle(dealId)}
    >
      <HeartButton dealId={dealId} wishlist={wishlist} className={look(saved)} saved={saved} />
    </PressBeforeHydration>
  );
}

function HeartButton({ dealId, wishlist, className, saved }: HeartProps & { saved: boolean }) {
  return (
    <button
      type="button"
      aria-label="Save to Wishlist"
      title="Save to Wishlist"
      aria-pressed={saved}
      disabled={wishlist.disabled}
      onClick={() => void wishlist.toggle(dealId)}
      className={className}
    >
      <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-current')} />
    </button>
  );
}

export interface WishlistButtonProps extends WishlistOptions {
  dealId: string;
  /** Size and shape; the deal page's square heart by default. */
  className?: string;
}

/** The deal page's heart (docs/product/deals.md, "The deal page"). */
export function WishlistButton({
  dealId,
  className = 'size-12 rounded-lg',
  ...options
}: WishlistButtonProps) {
  return <HeartToggle dealId={dealId} wishlist={useWishlistToggle(options)} className={className} />;
}

const CardHearts = createContext<Wishlist | null>(null);

/**
 * The hearts of a grid of deal cards: one wishlist, session and pair of mutations for the whole
 * grid rather than one per card (sixty cards each subscribing cost the first load of /deals about
 * a fifth of a second of main thread on a phone).
 */
export function WishlistCardHearts({ children, ...options }: WishlistOptions & { children: ReactNode }) {
  return <CardHearts value={useWishlistToggle(options)}>{children}</CardHearts>;
}

/** A deal card's heart, inside WishlistCardHearts (a card action: see DealCard's `Action`). */
export function WishlistCardHeart({ deal }: { deal: { id: string } }) {
  const wishlist = useContext(CardHearts);
  if (!wishlist) throw new Error('WishlistCardHeart is used outside WishlistCardHearts');
  return <HeartToggle dealId={deal.id} wishlist={wishlist} className="size-10 rounded-full shadow-sm" />;
}
