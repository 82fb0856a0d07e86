import { ORDER_AUTH_MESSAGE } from '@shared/orders/order-messages';
import { LazyPart } from '@web/components/layout/lazy-part';
import { Button } from '@web/components/ui/button';
import { lazyComponent } from '@web/lib/load-chunk';
import { toast } from '@web/lib/toast';
import { type MouseEvent, useRef, useState } from 'react';
import type { OrderableDeal } from './buy-now-dialog';

// The form (react-hook-form, the shared schema) loads on first use, or when the button is pointed at.
const loadDialog = () => import('./buy-now-dialog');
const BuyNowDialog = lazyComponent(loadDialog, 'BuyNowDialog');
const preload = () => void loadDialog();

/** Spec 2, section 8. */
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
  className?: string;
}

/** "Buy Now": opens "Complete Your Order"; a guest is told to log in and sent to sign in. */
export function BuyNowButton({
  deal,
  quantity,
  signedIn,
  onSignInRequired,
  disabled = false,
  className,
}: BuyNowButtonProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    trigger.current = event.currentTarget;
    if (!signedIn) {
      toast.error(AUTHENTICATION_REQUIRED.title, { description: AUTHENTICATION_REQUIRED.description });
      onSignInRequired();
      return;
    }
    setRequested(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        variant="gold"
        size="lg"
        className={className}
        disabled={disabled}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={onClick}
      >
        Buy Now
      </Button>
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
