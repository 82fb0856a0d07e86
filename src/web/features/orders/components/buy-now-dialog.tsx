import { fromPesewas, toPesewas } from '@shared/money';
import { ORDER_AUTH_MESSAGE } from '@shared/orders/order-messages';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { isUnauthorized } from '@web/lib/failure';
import { toast } from 'sonner';
import { useCreateOrder } from '../api/create-order';
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

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Complete Your Order"
        description={PAY_ON_DELIVERY_NOTE}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DeliveryDetailsForm
          send={(details) => createOrder.mutateAsync({ dealId: deal.id, quantity, ...details })}
          onPlaced={({ order }) => {
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
