import { formatCedis } from '@shared/money';
import {
  DEAL_ORDER_PAYMENT_METHOD,
  type DealOrderPaymentMethod,
  type PlaceCartOrderResponse,
} from '@shared/orders/order';
import { ORDER_AUTH_MESSAGE } from '@shared/orders/order-messages';
import { buttonVariants } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api';
import { isUnauthorized } from '@web/lib/failure';
import { toast } from '@web/lib/toast';
import { CircleCheck, Package } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDeliveryFees } from '../api/get-delivery-fees';
import { usePlaceCartOrder } from '../api/place-cart-order';
import { useCheckoutRegion } from '../hooks/use-checkout-region';
import { usePayCheckoutNow } from '../hooks/use-pay-checkout-now';
import { CartPaymentChoice } from './cart-payment-choice';
import { type DeliveryDetails, DeliveryDetailsForm } from './delivery-details-form';
import {
  OrderSummary,
  type OrderSummaryLine,
  PAY_ON_DELIVERY_NOTE,
  PayOnDeliveryBadge,
} from './order-summary';

export interface CartCheckoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cart's lines and total, as the cart shows them. */
  lines: readonly OrderSummaryLine[];
  total: string;
  /** The orders were placed (the server emptied the cart). */
  onPlaced: (checkout: PlaceCartOrderResponse) => void;
  /** The server refused the cart as it is (empty, or a deal gone): reload it. */
  onCartChanged: () => void;
  /** The session ended: sends the shopper to sign in (and back). */
  onSignInRequired: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * "Complete Your Order" from the cart drawer: pay on delivery, nothing to pay now. Every line
 * becomes an order under one reference, shown when they are placed.
 */
export function CartCheckoutDialog({
  open,
  onOpenChange,
  lines,
  total,
  onPlaced,
  onCartChanged,
  onSignInRequired,
  onCloseAutoFocus,
}: CartCheckoutDialogProps) {
  const checkout = usePlaceCartOrder();
  const fees = useDeliveryFees();
  const payCheckoutNow = usePayCheckoutNow(() => onOpenChange(false));
  const [placed, setPlaced] = useState<PlaceCartOrderResponse | null>(null);
  const [region, chooseRegion] = useCheckoutRegion();
  const [paymentMethod, setPaymentMethod] = useState<DealOrderPaymentMethod>(DEAL_ORDER_PAYMENT_METHOD);
  const payNow = paymentMethod !== DEAL_ORDER_PAYMENT_METHOD;

  // Paid now: the orders are placed (and the cart emptied), then the shopper goes to the provider;
  // the order page offers "Pay now" again if that fails (ADR 040).
  const send = async (details: DeliveryDetails): Promise<PlaceCartOrderResponse | null> => {
    const result = await checkout.mutateAsync({ ...details, region, paymentMethod });
    if (result.paymentMethod === DEAL_ORDER_PAYMENT_METHOD) return result;
    onPlaced(result);
    await payCheckoutNow(result.reference);
    return null;
  };

  const placeOrder = (result: PlaceCartOrderResponse | null) => {
    if (!result) return;
    setPlaced(result);
    onPlaced(result);
    toast.success('Order Placed Successfully!', {
      description: `Your reference is ${result.reference}. We'll contact you to confirm delivery details.`,
    });
  };

  const refused = (error: unknown) => {
    if (isUnauthorized(error)) {
      toast.error('Authentication Required', { description: ORDER_AUTH_MESSAGE });
      onOpenChange(false);
      onSignInRequired();
      return true;
    }
    // The fields and the "Error" toast follow (the form's own answer).
    if (error instanceof ApiError && (error.status === 409 || error.code === 'CART_EMPTY')) onCartChanged();
    return false;
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={placed ? 'Order Placed Successfully!' : 'Complete Your Order'}
        description={
          placed
            ? "We'll contact you to confirm delivery details."
            : `${PAY_ON_DELIVERY_NOTE} Or pay now by Mobile Money or card.`
        }
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {placed ? (
          <CheckoutSuccess checkout={placed} />
        ) : (
          <DeliveryDetailsForm
            send={send}
            onPlaced={placeOrder}
            onError={refused}
            onCancel={() => onOpenChange(false)}
            submitLabel={payNow ? 'Pay Now' : 'Place Order (Pay on Delivery)'}
            needsConnection={payNow}
            queued={checkout.queued}
            busyLabel={payNow ? 'Saving Order...' : 'Placing Order…'}
          >
            <OrderSummary lines={lines} total={total} payOnDelivery={!payNow} totalLabel="Subtotal" />
            <CartPaymentChoice
              subtotal={total}
              fees={fees.data}
              region={region}
              onRegionChange={chooseRegion}
              paymentMethod={paymentMethod}
              onPaymentMethodChange={setPaymentMethod}
            />
          </DeliveryDetailsForm>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CheckoutSuccess({ checkout }: { checkout: PlaceCartOrderResponse }) {
  const referenceRef = useRef<HTMLDivElement>(null);
  // The form (and the focused button) is gone: focus the reference, which is read out.
  useEffect(() => referenceRef.current?.focus(), []);
  const count = checkout.orders.reduce((sum, order) => sum + order.quantity, 0);

  return (
    <div className="flex flex-col gap-5">
      <div
        ref={referenceRef}
        tabIndex={-1}
        className="flex flex-col items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 px-4 py-5 text-center outline-none"
      >
        <CircleCheck className="size-10 text-brand-700" aria-hidden="true" />
        <p className="text-sm text-brand-900">Your order reference</p>
        <p
          className="font-mono text-2xl font-bold tracking-wider text-brand-900"
          data-testid="checkout-reference"
        >
          {checkout.reference}
        </p>
        <p className="text-xs text-brand-900">Keep it to follow your order in My orders.</p>
      </div>

      <section aria-label="Ordered items" className="rounded-xl border border-stone-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-stone-900">
            {count} {count === 1 ? 'item' : 'items'}
          </p>
          <PayOnDeliveryBadge />
        </div>
        <ul className="mt-3 flex flex-col gap-2 text-sm">
          {checkout.orders.map((order) => (
            <li key={order.id} className="flex justify-between gap-3">
              <span className="min-w-0 text-stone-700">
                <span className="line-clamp-2">{order.dealName}</span>
                <span className="block text-stone-500 tabular-nums">
                  {order.quantity} × {formatCedis(order.unitPrice)}
                </span>
              </span>
              <span className="shrink-0 font-medium tabular-nums">{formatCedis(order.total)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex justify-between border-t border-stone-200 pt-3 text-sm">
          <span>Delivery</span>
          <span className="tabular-nums">
            {checkout.deliveryFee === '0.00' ? 'Free' : formatCedis(checkout.deliveryFee)}
          </span>
        </div>
        <div className="mt-2 flex justify-between font-bold">
          <span>Total to pay on delivery</span>
          <span className="tabular-nums">{formatCedis(checkout.total)}</span>
        </div>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Continue Shopping
        </DialogClose>
        <DialogClose asChild>
          <Link to="/orders" className={buttonVariants({ size: 'lg' })}>
            <Package aria-hidden="true" />
            View My Orders
          </Link>
        </DialogClose>
      </div>
    </div>
  );
}
