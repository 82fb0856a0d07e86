import type { Cart, CartItem } from '@shared/cart/cart';
import { cartTotals } from '@shared/cart/cart-totals';
import { useQueryClient } from '@tanstack/react-query';
import { optimisticCache } from '@web/lib/optimistic-cache';
import { useMemo } from 'react';
import { cartQueryKey } from './get-cart';

/** Every change of the cart carries this key and runs in this scope: one after another, in order. */
export const cartMutationKey = ['cart', 'change'] as const;
export const cartMutationScope = { id: 'cart' };

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
