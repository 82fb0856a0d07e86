import { API_CART_ITEM, apiPath } from '@shared/api-paths';
import type { Cart } from '@shared/cart/cart';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { cartMutationKey, cartMutationScope, retryOffline, useCartCache, withoutItem } from './cart-cache';

/** DELETE /api/cart/items/:itemId. */
export function removeCartItem(itemId: string): Promise<Cart> {
  return api<Cart>(apiPath(API_CART_ITEM, { itemId }), { method: 'DELETE' });
}

/** Takes the line away at once; the server's answer wins. */
export function useRemoveCartItem() {
  const cache = useCartCache();
  return useMutation({
    mutationKey: cartMutationKey,
    scope: cartMutationScope,
    mutationFn: removeCartItem,
    retry: retryOffline,
    onMutate: (itemId) => cache.change((cart) => withoutItem(cart, itemId)),
    onSuccess: (cart) => cache.settle(cart),
    onError: () => cache.reload(),
  });
}
