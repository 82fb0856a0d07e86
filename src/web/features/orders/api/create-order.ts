import { API_ORDERS } from '@shared/api-paths';
import type { CreateOrderInput, CreateOrderResponse } from '@shared/orders/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { myOrdersQueryKey } from './get-my-orders';

/** POST /api/orders ("Buy Now"): one pending pay-on-delivery order; 401 without a session. */
export function createOrder(input: CreateOrderInput): Promise<CreateOrderResponse> {
  return api<CreateOrderResponse>(API_ORDERS, { body: input });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
}
