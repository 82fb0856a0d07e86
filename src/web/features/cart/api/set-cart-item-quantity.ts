import { API_CART_ITEM, apiPath } from '@shared/api-paths';
import type { Cart } from '@shared/cart/cart';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { cartMutationKey, cartMutationScope, retryOffline, useCartCache, withQuantity } from './cart-cache';

export interface SetCartItemQuantityVariables {
  itemId: string;
  /** Replaces the line's quantity; 0 or less removes the line. */
  quantity: number;
}

/** PATCH /api/cart/items/:itemId. */
export function setCartItemQuantity({ itemId, quantity }: SetCartItemQuantityVariables): Promise<Cart> {
  return api<Cart>(apiPath(API_CART_ITEM, { itemId }), {
    method: 'PATCH',
    body: { quantity },
  });
}

/** Shows the new quantity (and total) at once; the server's answer wins. */
export function useSetCartItemQuantity() {
  const cache = useCartCache();
  return useMutation({
    mutationKey: cartMutationKey,
    scope: cartMutationScope,
    mutationFn: setCartItemQuantity,
    retry: retryOffline,
    onMutate: ({ itemId, quantity }) => cache.change((cart) => withQuantity(cart, itemId, quantity)),
    onSuccess: (cart) => cache.settle(cart),
    onError: () => cache.reload(),
  });
}
