import { API_CART_CHECKOUT } from '@shared/api-paths';
import {
  DEAL_ORDER_PAYMENT_METHOD,
  type PlaceCartOrderInput,
  type PlaceCartOrderResponse,
} from '@shared/orders/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useOfflineSubmit } from '@web/lib/use-offline-submit';
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
  const { send, queued } = useOfflineSubmit<PlaceCartOrderInput, PlaceCartOrderResponse>(
    API_CART_CHECKOUT,
    'Your order',
  );
  const mutation = useMutation({
    // Pay on delivery may wait offline in the device's queue; an order paid now never does: its
    // button waits for the connection (docs/decisions/046).
    mutationFn: (input: PlaceCartOrderInput) =>
      (input.paymentMethod ?? DEAL_ORDER_PAYMENT_METHOD) === DEAL_ORDER_PAYMENT_METHOD
        ? send(input)
        : placeCartOrder(input),
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
  return { ...mutation, queued };
}
