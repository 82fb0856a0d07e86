import { orderPagePath } from '@shared/orders/order-page';
import { errorMessage } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { useNavigate } from 'react-router';
import { startOrderPayment } from '../api/start-order-payment';

/**
 * After an order to be paid now is placed (from the cart or by Buy Now): sends the shopper to the
 * provider's page; when the payment cannot start, `onFailed` runs and the order page, which offers
 * "Pay now" again, opens (ADR 040).
 */
export function usePayCheckoutNow(onFailed: () => void) {
  const navigate = useNavigate();
  return async (reference: string) => {
    try {
      const { authorizationUrl } = await startOrderPayment(reference);
      toast.success('Redirecting to Payment', { description: 'Opening the payment page...' });
      window.location.assign(authorizationUrl);
    } catch (error) {
      toast.error('Payment Error', { description: errorMessage(error, 'Payment initialization failed') });
      onFailed();
      void navigate(orderPagePath(reference));
    }
  };
}
