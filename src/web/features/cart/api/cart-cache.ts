import type { Cart, CartItem } from '@shared/cart/cart';
import { cartTotals } from '@shared/cart/cart-totals';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import { optimisticCache } from '@web/lib/optimistic-cache';
import { useMemo } from 'react';
import { cartQueryKey } from './get-cart';

/** Every change of the cart carries this key and runs in this scope: one after another, in order. */
export const cartMutationKey = ['cart', 'change'] as const;
export const cartMutationScope = { id: 'cart' };

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

/** The cart's cache as the changes see it (see optimisticCache). */
export function useCartCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => optimisticCache<Cart>(queryClient, { queryKey: cartQueryKey, mutationKey: cartMutationKey }),
    [queryClient],
  );
}
