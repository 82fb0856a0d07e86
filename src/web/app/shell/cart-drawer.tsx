import { LazyPart } from '@web/components/layout/lazy-part';
import { CartButton } from '@web/features/cart/components/cart-button';
import { lazyComponent } from '@web/lib/load-chunk';
import { useRef, useState } from 'react';

// The drawer (Radix dialog, the cart's lines and changes, the checkout) loads on first use.
const loadSheet = () => import('./cart-drawer-sheet');
const CartDrawerSheet = lazyComponent(loadSheet, 'default');
const preload = () => void loadSheet();

/** The header's cart: a button with the item count, opening the cart drawer. */
export function CartDrawer() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <CartButton
        ref={buttonRef}
        expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      />
      {loaded ? (
        <LazyPart>
          <CartDrawerSheet open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </LazyPart>
      ) : null}
    </>
  );
}
