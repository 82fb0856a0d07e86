import { API_CART_PAYMENT_VERIFY, apiPath } from '@shared/api-paths';
import type { CartPaymentVerified } from '@shared/orders/order';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { myOrdersQueryKey } from './get-my-orders';
import { orderQueryKey } from './get-order';

/** POST /api/cart/payments/:reference/verify: back from the provider, is the order paid? */
export function verifyCartPayment(reference: string): Promise<CartPaymentVerified> {
  return api<CartPaymentVerified>(apiPath(API_CART_PAYMENT_VERIFY, { reference }), { method: 'POST' });
}

/**
 * Back on the order page from the provider (`?reference=PAY-…`): asks once whether the payment
 * went through, then reloads the order, which the settlement may have changed.
 */
export function useVerifyCartPayment(orderReference: string, paymentReference: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['orders', 'payment', paymentReference],
    queryFn: async () => {
      const verified = await verifyCartPayment(paymentReference!);
      await queryClient.invalidateQueries({ queryKey: orderQueryKey(orderReference) });
      await queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
      return verified;
    },
    enabled: paymentReference?.startsWith('PAY-') ?? false,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
