import { API_CART_ITEM, apiPath } from '@shared/api-paths';
import type { Cart } from '@shared/cart/cart';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { cartCache, cartChangeKeys, cartChangeOptions, withoutItem } from './cart-cache';

/** DELETE /api/cart/items/:itemId. */
export function removeCartItem(itemId: string): Promise<Cart> {
  return api<Cart>(apiPath(API_CART_ITEM, { itemId }), { method: 'DELETE' });
}

/** A removal, made now or resumed after a reload (`setCartChangeDefaults`). */
export function removeCartItemOptions(queryClient: QueryClient) {
  return {
    ...cartChangeOptions(queryClient),
    mutationKey: cartChangeKeys.remove,
    mutationFn: removeCartItem,
  };
}

/** Takes the line away at once; the server's answer wins. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    ...removeCartItemOptions(queryClient),
    onMutate: (itemId: string) => cartCache(queryClient).change((cart) => withoutItem(cart, itemId)),
  });
}
