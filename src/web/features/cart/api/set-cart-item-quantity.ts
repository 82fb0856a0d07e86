import { API_CART_ITEM, apiPath } from '@shared/api-paths';
import type { Cart } from '@shared/cart/cart';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import {
  cartCache,
  cartChangeKeys,
  cartChangeOptions,
  type SetCartItemQuantityVariables,
  withQuantity,
} from './cart-cache';

/** PATCH /api/cart/items/:itemId. */
export function setCartItemQuantity({ itemId, quantity }: SetCartItemQuantityVariables): Promise<Cart> {
  return api<Cart>(apiPath(API_CART_ITEM, { itemId }), {
    method: 'PATCH',
    body: { quantity },
  });
}

/** A quantity change, made now or resumed after a reload (`setCartChangeDefaults`). */
export function setCartItemQuantityOptions(queryClient: QueryClient) {
  return {
    ...cartChangeOptions(queryClient),
    mutationKey: cartChangeKeys.quantity,
    mutationFn: setCartItemQuantity,
  };
}

/** Shows the new quantity (and total) at once; the server's answer wins. */
export function useSetCartItemQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setCartItemQuantityOptions(queryClient),
    onMutate: ({ itemId, quantity }: SetCartItemQuantityVariables) =>
      cartCache(queryClient).change((cart) => withQuantity(cart, itemId, quantity)),
  });
}
