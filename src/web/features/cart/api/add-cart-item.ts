import { API_CART_ITEMS } from '@shared/api-paths';
import type { AddCartItemInput, Cart } from '@shared/cart/cart';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { newIdempotencyKey } from '@web/lib/offline-queue';
import { cartMutationKey, cartMutationScope, retryOffline, useCartCache } from './cart-cache';

/**
 * POST /api/cart/items: adds to the quantity already in the cart (a new line otherwise). Each add
 * has its key (docs/decisions/046): an add retried after a lost answer, or resumed after being made
 * offline, is applied once.
 */
export function addCartItem(input: AddCartItemInput, key = newIdempotencyKey()): Promise<Cart> {
  return api<Cart>(API_CART_ITEMS, { body: input, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
}

/** One key per add: TanStack Query hands a retry or a resumed (paused) add the same variables. */
const addKeys = new WeakMap<AddCartItemInput, string>();
function keyOf(input: AddCartItemInput): string {
  let key = addKeys.get(input);
  if (!key) {
    key = newIdempotencyKey();
    addKeys.set(input, key);
  }
  return key;
}

export function useAddCartItem() {
  const cache = useCartCache();
  return useMutation({
    mutationKey: cartMutationKey,
    scope: cartMutationScope,
    mutationFn: (input: AddCartItemInput) => addCartItem(input, keyOf(input)),
    retry: retryOffline,
    onSuccess: (cart) => cache.settle(cart),
    onError: () => cache.reload(),
  });
}
