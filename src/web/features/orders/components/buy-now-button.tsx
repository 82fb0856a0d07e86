import { ORDER_AUTH_MESSAGE } from '@shared/orders/order-messages';
import { LazyPart } from '@web/components/layout/lazy-part';
import { PressBeforeHydration } from '@web/components/ui/before-hydration';
import { Button, buttonVariants } from '@web/components/ui/button';
import { lazyComponent } from '@web/lib/load-chunk';
import { toast } from '@web/lib/toast';
import { type MouseEvent, useRef, useState } from 'react';
import type { OrderableDeal } from './buy-now-dialog';

// The form (react-hook-form, the shared schema) loads on first use, or when the button is pointed at.
const loadDialog = () => import('./buy-now-dialog');
const BuyNowDialog = lazyComponent(loadDialog, 'BuyNowDialog');
const preload = () => void loadDialog();

/** What a guest who presses Buy Now is told (docs/product/cart-and-checkout.md, "Buy Now"). */
export const AUTHENTICATION_REQUIRED = {
  title: 'Authentication Required',
  description: ORDER_AUTH_MESSAGE,
} as const;

export interface BuyNowButtonProps {
  deal: OrderableDeal;
  quantity: number;
  signedIn: boolean;
  onSignInRequired: () => void;
  disabled?: boolean;
  /** Who is signed in is still being read: a press waits for it (PressBeforeHydration). */
  waiting?: boolean;
  className?: string;
}

/** "Buy Now": opens "Complete Your Order"; a guest is told to log in and sent to sign in. */
export function BuyNowButton({
  deal,
  quantity,
  signedIn,
  onSignInRequired,
  disabled = false,
  waiting = false,
  className,
}: BuyNowButtonProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);

  const press = () => {
    if (!signedIn) {
      toast.error(AUTHENTICATION_REQUIRED.title, { description: AUTHENTICATION_REQUIRED.description });
      onSignInRequired();
      return;
    }
    setRequested(true);
    setOpen(true);
  };

  const button = (
    <Button
      variant="gold"
      size="lg"
      className={className}
      disabled={disabled || waiting}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        trigger.current = event.currentTarget;
        press();
      }}
    >
      Buy Now
    </Button>
  );

  return (
    <>
      <PressBeforeHydration
        disabled={disabled}
        className={buttonVariants({ variant: 'gold', size: 'lg' })}
        wrapperClassName={className}
        label="Buy Now"
        ready={!waiting}
        onPress={press}
      >
        {button}
      </PressBeforeHydration>
      {requested ? (
        <LazyPart>
          <BuyNowDialog
            open={open}
            onOpenChange={setOpen}
            deal={deal}
            quantity={quantity}
            onSignInRequired={onSignInRequired}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              trigger.current?.focus();
            }}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
