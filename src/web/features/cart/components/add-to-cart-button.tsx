import { PressBeforeHydration } from '@web/components/ui/before-hydration';
import { Button, type ButtonSize, buttonVariants } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { isUnauthorized } from '@web/lib/failure';
import { toast } from '@web/lib/toast';
import { useOnline } from '@web/lib/use-online';
import { ShoppingCart } from 'lucide-react';
import { useAddCartItem } from '../api/add-cart-item';
import { useCart } from '../api/get-cart';
import { useSetCartItemQuantity } from '../api/set-cart-item-quantity';

export const SIGN_IN_TO_ADD = {
  title: 'Please sign in',
  description: 'You need to be signed in to add items to cart',
} as const;

/** The shopper's cart line for a deal, once the cart is known (guests have none). */
export function useCartLine(dealId: string, signedIn: boolean) {
  const cart = useCart({ enabled: signedIn });
  return {
    line: signedIn ? cart.data?.items.find((item) => item.dealId === dealId) : undefined,
    isLoading: signedIn && cart.isPending,
  };
}

export const OFFLINE_CART_CHANGE = {
  title: "You're offline",
  description: 'Your cart will be updated when the connection returns.',
} as const;

/**
 * Offline with nobody known to be signed in (a page opened offline cannot read its session): signing
 * in needs the connection too, so the shopper is not sent to a sign-in page that cannot work.
 */
export const OFFLINE_ADD_NEEDS_CONNECTION = {
  title: "You're offline",
  description: 'Adding to the cart needs a connection: try again when it returns.',
} as const;

export interface AddToCartButtonProps {
  dealId: string;
  dealName: string;
  /** The quantity chosen on the page: added to the cart, or replacing the cart's quantity. */
  quantity: number;
  signedIn: boolean;
  /** Sends a guest to sign in (and back). */
  onSignInRequired: () => void;
  disabled?: boolean;
  /**
   * Who is signed in is still being read (a server-rendered page before and just after it hydrates):
   * a press waits for it, showing so (PressBeforeHydration).
   */
  waiting?: boolean;
  size?: ButtonSize;
  className?: string;
}

/**
 * "Add to Cart", or "Update Cart" when the deal is already in the cart: then the chosen quantity
 * replaces the cart's (docs/product/deals.md, "The deal page").
 */
export function AddToCartButton({
  dealId,
  dealName,
  quantity,
  signedIn,
  onSignInRequired,
  disabled = false,
  waiting = false,
  size = 'lg',
  className,
}: AddToCartButtonProps) {
  const { line, isLoading } = useCartLine(dealId, signedIn);
  const add = useAddCartItem();
  const update = useSetCartItemQuantity();
  // A change made offline waits, paused, for the connection (docs/decisions/046): not busy meanwhile.
  const busy = (add.isPending && !add.isPaused) || (update.isPending && !update.isPaused);
  const online = useOnline();

  const requireSignIn = () => {
    toast.error(SIGN_IN_TO_ADD.title, { description: SIGN_IN_TO_ADD.description });
    onSignInRequired();
  };

  const onClick = async () => {
    if (!signedIn && !online)
      return toast.info(OFFLINE_ADD_NEEDS_CONNECTION.title, {
        description: OFFLINE_ADD_NEEDS_CONNECTION.description,
      });
    if (!signedIn) return requireSignIn();
    if (!online) toast.info(OFFLINE_CART_CHANGE.title, { description: OFFLINE_CART_CHANGE.description });
    try {
      if (line) {
        await update.mutateAsync({ itemId: line.id, quantity });
        toast.success('Cart Updated', { description: `Updated quantity to ${quantity}` });
      } else {
        await add.mutateAsync({ dealId, quantity });
        toast.success('Added to Cart', { description: `${quantity} × ${dealName} added to your cart` });
      }
    } catch (error) {
      if (isUnauthorized(error)) return requireSignIn();
      toast.error('Error', {
        description: errorMessage(error, line ? 'Failed to update quantity' : 'Failed to add to cart'),
      });
    }
  };

  const button = (
    <Button
      size={size}
      className={className}
      busy={busy}
      disabled={disabled || waiting || isLoading}
      onClick={() => void onClick()}
    >
      {busy ? null : <ShoppingCart aria-hidden="true" />}
      {line ? 'Update Cart' : 'Add to Cart'}
    </Button>
  );
  return (
    <PressBeforeHydration
      disabled={disabled}
      className={buttonVariants({ size })}
      wrapperClassName={className}
      label={
        <>
          <ShoppingCart aria-hidden="true" />
          Add to Cart
        </>
      }
      ready={!waiting && !isLoading}
      onPress={() => void onClick()}
    >
      {button}
    </PressBeforeHydration>
  );
}

/** "3 in your cart" under the button, so "Update Cart" explains itself. */
export function InCartNote({ dealId, signedIn }: { dealId: string; signedIn: boolean }) {
  const { line } = useCartLine(dealId, signedIn);
  if (!line) return null;
  return (
    <p className="text-sm text-stone-600">
      <span className="font-semibold text-stone-900">{line.quantity}</span> in your cart. Update Cart replaces
      it with the quantity above.
    </p>
  );
}
