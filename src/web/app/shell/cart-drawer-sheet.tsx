import { LazyPart } from '@web/components/layout/lazy-part';
import { Sheet, SheetContent } from '@web/components/ui/sheet';
import { useCartCache } from '@web/features/cart/api/cart-cache';
import { EMPTY_CART, useCart } from '@web/features/cart/api/get-cart';
import { CartPanel } from '@web/features/cart/components/cart-panel';
import { useDeliveryFees } from '@web/features/orders/api/get-delivery-fees';
import { lazyComponent } from '@web/lib/load-chunk';
import { useSendToSignIn } from '@web/lib/sign-in-redirect';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

// The checkout form (react-hook-form and the shared schema) loads when Checkout is pressed.
const loadCheckout = () => import('@web/features/orders/components/cart-checkout-dialog');
const CartCheckoutDialog = lazyComponent(loadCheckout, 'CartCheckoutDialog');

export interface CartDrawerSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cart button: focus returns there when the drawer or the checkout closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The cart drawer (docs/product/cart-and-checkout.md, "The cart drawer") and its checkout dialog ("Complete Your Order"). Checkout
 * closes the drawer and opens the dialog over the page; placing the orders empties the cart.
 */
export default function CartDrawerSheet({ open, onOpenChange, returnFocusTo }: CartDrawerSheetProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const sendToSignIn = useSendToSignIn();
  const cart = useCart();
  const cache = useCartCache();
  const deliveryFees = useDeliveryFees();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [checkoutRound, setCheckoutRound] = useState(0);

  // A followed link (a product in the cart, My orders) closes the drawer.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    onOpenChange(false);
  }, [location.key, onOpenChange]);

  const returnFocus = (event: Event) => {
    event.preventDefault();
    returnFocusTo.current?.focus();
  };

  const continueShopping = () => {
    onOpenChange(false);
    navigate('/deals');
  };

  const checkout = () => {
    void loadCheckout();
    setCheckoutRound((round) => round + 1);
    onOpenChange(false);
    setCheckoutOpen(true);
  };

  const items = cart.data?.items ?? [];
  return (
    <>
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent
          side="right"
          title="Your Cart"
          description="The deals in your cart, their quantities and the total."
          closeLabel="Close cart"
          onCloseAutoFocus={(event) => {
            // Opening the checkout moves focus into the dialog instead.
            if (checkoutOpen) event.preventDefault();
            else returnFocus(event);
          }}
        >
          <CartPanel
            onContinueShopping={continueShopping}
            onCheckout={checkout}
            onNavigate={() => onOpenChange(false)}
            deliveryFees={deliveryFees.data}
          />
        </SheetContent>
      </Sheet>
      {checkoutRound > 0 ? (
        <LazyPart>
          <CartCheckoutDialog
            key={checkoutRound}
            open={checkoutOpen}
            onOpenChange={setCheckoutOpen}
            lines={items}
            total={cart.data?.total ?? '0.00'}
            onPlaced={() => {
              cache.set(EMPTY_CART);
              void cache.reload();
            }}
            onCartChanged={() => void cache.reload()}
            onSignInRequired={() => sendToSignIn()}
            onCloseAutoFocus={returnFocus}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
