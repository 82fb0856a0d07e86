import type { Cart, CartItem } from '@shared/cart/cart';
import { cartTotals } from '@shared/cart/cart-totals';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import { optimisticCache } from '@web/lib/optimistic-cache';
import { USER_SCOPED } from '@web/lib/query';
import { useMemo } from 'react';

export const cartQueryKey = ['cart'] as const;

/** Every change of the cart has a key under this one and runs in this scope: one after another, in order. */
export const cartMutationKey = ['cart', 'change'] as const;
export const cartMutationScope = { id: 'cart' };

/**
 * Each kind of change has a key of its own: a change resumed after a reload finds its function by
 * its key (`setCartChangeDefaults`), as functions cannot be stored.
 */
export const cartChangeKeys = {
  add: [...cartMutationKey, 'add'],
  quantity: [...cartMutationKey, 'quantity'],
  remove: [...cartMutationKey, 'remove'],
} as const;

export interface SetCartItemQuantityVariables {
  itemId: string;
  /** Replaces the line's quantity; 0 or less removes the line. */
  quantity: number;
}

/**
 * Cart changes made offline wait, paused, and run when the connection returns (TanStack Query's
 * 'online' network mode; docs/decisions/046). One that failed for lack of a network is tried again:
 * setting a quantity and removing a line mean the same twice, and an add carries its key.
 */
export function retryOffline(failures: number, error: unknown): boolean {
  return failures < 5 && error instanceof ApiError && error.status === 0;
}

/** A cart with its count (sum of quantities) and total (sum of price × quantity, exact) recomputed. */
export function cartWithItems(items: CartItem[]): Cart {
  return { items, ...cartTotals(items) };
}

/** The cart with one line's quantity replaced; 0 or less removes the line (as the server does). */
export function withQuantity(cart: Cart, itemId: string, quantity: number): Cart {
  const items =
    quantity <= 0
      ? cart.items.filter((item) => item.id !== itemId)
      : cart.items.map((item) => (item.id === itemId ? { ...item, quantity } : item));
  return cartWithItems(items);
}

export function withoutItem(cart: Cart, itemId: string): Cart {
  return cartWithItems(cart.items.filter((item) => item.id !== itemId));
}

/**
 * The cart as the shopper should see it: the server's, with the changes still waiting to be sent
 * (paused: offline, behind an earlier change, or restored after a reload) applied on top, in order.
 * Setting a quantity and removing a line mean the same applied twice, so this is right whether or
 * not the server's answer already holds them. A change under way is left to its own answer: it may
 * be failing, and the cart is read again after a failure. An add shows once the server answers:
 * the line's name, picture and price are the server's.
 */
export function withWaitingChanges(cart: Cart, queryClient: QueryClient): Cart {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: cartMutationKey, predicate: (change) => change.state.isPaused })
    .reduce((shown, change) => {
      const kind = change.options.mutationKey?.[2];
      if (kind === 'quantity') {
        const { itemId, quantity } = change.state.variables as SetCartItemQuantityVariables;
        return withQuantity(shown, itemId, quantity);
      }
      if (kind === 'remove') return withoutItem(shown, change.state.variables as string);
      return shown;
    }, cart);
}

/** The cart's cache as the changes see it (see optimisticCache). */
export function cartCache(queryClient: QueryClient) {
  return optimisticCache<Cart>(queryClient, { queryKey: cartQueryKey, mutationKey: cartMutationKey });
}

export function useCartCache() {
  const queryClient = useQueryClient();
  return useMemo(() => cartCache(queryClient), [queryClient]);
}

/**
 * What every cart change shares, made now or resumed after a reload: one at a time and in order;
 * kept across a reload for the shopper who made it (USER_SCOPED, `lib/paused-changes.ts`); tried
 * again when the network failed; the server's answer wins, and a failure reads the cart again.
 */
export function cartChangeOptions(queryClient: QueryClient) {
  const cache = cartCache(queryClient);
  return {
    scope: cartMutationScope,
    meta: USER_SCOPED,
    retry: retryOffline,
    onSuccess: (cart: Cart) => cache.settle(cart),
    onError: () => cache.reload(),
  };
}
