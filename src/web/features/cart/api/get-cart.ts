import { API_CART } from '@shared/api-paths';
import type { Cart } from '@shared/cart/cart';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';
import { cartQueryKey, withWaitingChanges } from './cart-cache';

export const EMPTY_CART: Cart = { items: [], count: 0, total: '0.00' };

/** GET /api/cart: the signed-in shopper's lines (oldest first), count and total. */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return api<Cart>(API_CART, { signal });
}

/**
 * The shopper's cart, with the changes still waiting for the server shown on top (docs/decisions/046).
 * Only for signed-in shoppers (`enabled`): a guest has no cart. A failed read is only logged (docs/product/cart-and-checkout.md, "The cart"): the button shows no count and the drawer offers a retry.
 */
export function useCart({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: cartQueryKey,
    queryFn: async ({ signal, client }) => withWaitingChanges(await getCart(signal), client),
    enabled,
    meta: USER_SCOPED,
  });
}
