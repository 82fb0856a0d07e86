import { API_CART_CHECKOUT } from '@shared/api-paths';
import type { PlaceCartOrderInput, PlaceCartOrderResponse } from '@shared/orders/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { myOrdersQueryKey } from './get-my-orders';

/**
 * POST /api/cart/checkout: every cart line becomes a pending pay-on-delivery order under one
 * reference, and the server empties the cart. 400 CART_EMPTY, 409 DEALS_UNAVAILABLE.
 */
export function placeCartOrder(input: PlaceCartOrderInput): Promise<PlaceCartOrderResponse> {
  return api<PlaceCartOrderResponse>(API_CART_CHECKOUT, { body: input });
}

export function usePlaceCartOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeCartOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
}
