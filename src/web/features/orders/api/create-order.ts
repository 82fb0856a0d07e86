import { API_ORDERS } from '@shared/api-paths';
import {
  type CreateOrderInput,
  type CreateOrderResponse,
  DEAL_ORDER_PAYMENT_METHOD,
} from '@shared/orders/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useOfflineSubmit } from '@web/lib/use-offline-submit';
import { myOrdersQueryKey } from './get-my-orders';

/** POST /api/orders ("Buy Now"): one pending pay-on-delivery order; 401 without a session. */
export function createOrder(input: CreateOrderInput): Promise<CreateOrderResponse> {
  return api<CreateOrderResponse>(API_ORDERS, { body: input });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  const { send, queued } = useOfflineSubmit<CreateOrderInput, CreateOrderResponse>(API_ORDERS, 'Your order');
  const mutation = useMutation({
    // Pay on delivery may wait offline in the device's queue; an order paid now never does: its
    // button waits for the connection (docs/decisions/046).
    mutationFn: (input: CreateOrderInput) =>
      (input.paymentMethod ?? DEAL_ORDER_PAYMENT_METHOD) === DEAL_ORDER_PAYMENT_METHOD
        ? send(input)
        : createOrder(input),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
  return { ...mutation, queued };
}
