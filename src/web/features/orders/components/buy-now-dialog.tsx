import { fromPesewas, toPesewas } from '@shared/money';
import { DEAL_ORDER_PAYMENT_METHOD, type DealOrderPaymentMethod } from '@shared/orders/order';
import { ORDER_AUTH_MESSAGE } from '@shared/orders/order-messages';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { isUnauthorized } from '@web/lib/failure';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useCreateOrder } from '../api/create-order';
import { useDeliveryFees } from '../api/get-delivery-fees';
import { useCheckoutRegion } from '../hooks/use-checkout-region';
import { usePayCheckoutNow } from '../hooks/use-pay-checkout-now';
import { CartPaymentChoice } from './cart-payment-choice';
import { DeliveryDetailsForm } from './delivery-details-form';
import { OrderSummary, PAY_ON_DELIVERY_NOTE } from './order-summary';

export interface OrderableDeal {
  id: string;
  name: string;
  /** The deal's price (discount price), 2 decimals. */
  price: string;
}

export interface BuyNowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  deal: OrderableDeal;
  quantity: number;
  /** The session ended: sends the shopper to sign in (and back). */
  onSignInRequired: () => void;
  /** Where focus goes when the dialog closes (the Buy Now button). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * "Complete Your Order" for one deal (docs/product/cart-and-checkout.md, "Buy Now"): the region sets the
 * delivery fee, paid on delivery or now, like the cart's checkout (ADR 040).
 */
export function BuyNowDialog({
  open,
  onOpenChange,
  deal,
  quantity,
  onSignInRequired,
  onCloseAutoFocus,
}: BuyNowDialogProps) {
  const createOrder = useCreateOrder();
  const total = fromPesewas(toPesewas(deal.price) * quantity);
  const fees = useDeliveryFees();
  const [region, chooseRegion] = useCheckoutRegion();
  const [paymentMethod, setPaymentMethod] = useState<DealOrderPaymentMethod>(DEAL_ORDER_PAYMENT_METHOD);
  const payNow = paymentMethod !== DEAL_ORDER_PAYMENT_METHOD;
  const payCheckoutNow = usePayCheckoutNow(() => onOpenChange(false));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Complete Your Order"
        description={`${PAY_ON_DELIVERY_NOTE} Or pay now by Mobile Money or card.`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DeliveryDetailsForm
          send={async (details) => {
            const placed = await createOrder.mutateAsync({
              dealId: deal.id,
              quantity,
              ...details,
              region,
              paymentMethod,
            });
            if (placed.paymentMethod === DEAL_ORDER_PAYMENT_METHOD) return placed;
            await payCheckoutNow(placed.reference);
            return null;
          }}
          onPlaced={(placed) => {
            if (!placed) return;
            const { order } = placed;
            toast.success('Order Placed Successfully!', {
              description: (
                <>
                  <span className="block">We'll contact you to confirm delivery details</span>
                  <span className="block">Reference: {order.reference}</span>
                </>
              ),
            });
            onOpenChange(false);
          }}
          onError={(error) => {
            if (!isUnauthorized(error)) return false;
            toast.error('Authentication Required', { description: ORDER_AUTH_MESSAGE });
            onSignInRequired();
            return true;
          }}
          onCancel={() => onOpenChange(false)}
          submitLabel={payNow ? 'Pay Now' : 'Place Order (Pay on Delivery)'}
          needsConnection={payNow}
          queued={createOrder.queued}
          busyLabel={payNow ? 'Saving Order...' : 'Placing Order…'}
        >
          <OrderSummary
            lines={[{ id: deal.id, name: deal.name, quantity, price: deal.price }]}
            total={total}
            payOnDelivery={!payNow}
            totalLabel="Subtotal"
          />
          <CartPaymentChoice
            subtotal={total}
            fees={fees.data}
            region={region}
            onRegionChange={chooseRegion}
            paymentMethod={paymentMethod}
            onPaymentMethodChange={setPaymentMethod}
          />
        </DeliveryDetailsForm>
      </DialogContent>
    </Dialog>
  );
}
