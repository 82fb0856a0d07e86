import { API_CART_ITEMS } from '@shared/api-paths';
import type { AddCartItemInput, Cart } from '@shared/cart/cart';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { cartMutationKey, cartMutationScope, useCartCache } from './cart-cache';

/** POST /api/cart/items: adds to the quantity already in the cart (a new line otherwise). */
export function addCartItem(input: AddCartItemInput): Promise<Cart> {
  return api<Cart>(API_CART_ITEMS, { body: input });
}

export function useAddCartItem() {
  const cache = useCartCache();
  return useMutation({
    mutationKey: cartMutationKey,
    scope: cartMutationScope,
    mutationFn: addCartItem,
    onSuccess: (cart) => cache.settle(cart),
    onError: () => cache.reload(),
  });
}
