import { fromPesewas, toPesewas } from '@shared/money';
import { ORDER_AUTH_MESSAGE } from '@shared/orders/order';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { ApiError } from '@web/lib/api';
import { failureMessage, isUnauthorized } from '@web/lib/failure';
import { toast } from 'sonner';
import { useCreateOrder } from '../api/create-order';
import {
  type DeliveryDetails,
  DeliveryDetailsForm,
  type DeliverySubmitHelpers,
} from './delivery-details-form';
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

export const ORDER_FAILED_MESSAGE = 'Failed to place order. Please try again.';

/** "Complete Your Order" for one deal, pay on delivery (spec 2, "Deal detail and order dialog"). */
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

  const placeOrder = async (details: DeliveryDetails, { setFieldErrors }: DeliverySubmitHelpers) => {
    try {
      const { order } = await createOrder.mutateAsync({ dealId: deal.id, quantity, ...details });
      toast.success('Order Placed Successfully!', {
        description: (
          <>
            <span className="block">We'll contact you to confirm delivery details</span>
            <span className="block">Reference: {order.reference}</span>
          </>
        ),
      });
      onOpenChange(false);
    } catch (error) {
      if (isUnauthorized(error)) {
        toast.error('Authentication Required', { description: ORDER_AUTH_MESSAGE });
        onSignInRequired();
        return;
      }
      if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
      toast.error('Error', { description: failureMessage(error, ORDER_FAILED_MESSAGE) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Complete Your Order"
        description={PAY_ON_DELIVERY_NOTE}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DeliveryDetailsForm
          onSubmit={placeOrder}
          onCancel={() => onOpenChange(false)}
          submitLabel="Place Order (Pay on Delivery)"
          busyLabel="Placing Order…"
        >
          <OrderSummary
            lines={[{ id: deal.id, name: deal.name, quantity, price: deal.price }]}
            total={total}
          />
        </DeliveryDetailsForm>
      </DialogContent>
    </Dialog>
  );
}
