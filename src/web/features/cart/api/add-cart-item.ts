import { API_CART_ITEMS } from '@shared/api-paths';
import type { AddCartItemInput, Cart } from '@shared/cart/cart';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import { cartChangeKeys, cartChangeOptions } from './cart-cache';

/**
 * POST /api/cart/items: adds to the quantity already in the cart (a new line otherwise). Each add
 * has its key (docs/decisions/046): an add retried after a lost answer, or resumed after being made
 * offline, is applied once.
 */
export function addCartItem(input: AddCartItemInput, key: string): Promise<Cart> {
  return api<Cart>(API_CART_ITEMS, { body: input, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
}

export interface AddCartItemVariables extends AddCartItemInput {
  /**
   * One per add, in its variables: TanStack Query hands a retry, a resumed add and an add restored
   * after a reload (variables are what it stores) the same key.
   */
  idempotencyKey: string;
}

/** An add, made now or resumed after a reload (`setCartChangeDefaults`). */
export function addCartItemOptions(queryClient: QueryClient) {
  return {
    ...cartChangeOptions(queryClient),
    mutationKey: cartChangeKeys.add,
    mutationFn: ({ idempotencyKey, ...input }: AddCartItemVariables) => addCartItem(input, idempotencyKey),
  };
}

/** `mutate` and `mutateAsync` take the deal and quantity; each call gets its key. */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  const mutation = useMutation(addCartItemOptions(queryClient));
  const withKey = (input: AddCartItemInput): AddCartItemVariables => ({
    ...input,
    idempotencyKey: newIdempotencyKey(),
  });
  return {
    ...mutation,
    mutate: (input: AddCartItemInput, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate(withKey(input), options),
    mutateAsync: (input: AddCartItemInput, options?: Parameters<typeof mutation.mutateAsync>[1]) =>
      mutation.mutateAsync(withKey(input), options),
  };
}
