import type { Wishlist } from '@shared/wishlist/wishlist';
import { useQueryClient } from '@tanstack/react-query';
import { optimisticCache } from '@web/lib/optimistic-cache';
import { useMemo } from 'react';
import { wishlistQueryKey } from './get-wishlist';

/** Every change of the wishlist carries this key and runs in this scope: one after another, in order. */
export const wishlistMutationKey = ['wishlist', 'change'] as const;
export const wishlistMutationScope = { id: 'wishlist' };

/** The wishlist with the deal first in the hearts' list (its details come with the server's answer). */
export function withDeal(wishlist: Wishlist, dealId: string): Wishlist {
  return { ...wishlist, dealIds: [dealId, ...wishlist.dealIds.filter((id) => id !== dealId)] };
}

export function withoutDeal(wishlist: Wishlist, dealId: string): Wishlist {
  return {
    dealIds: wishlist.dealIds.filter((id) => id !== dealId),
    items: wishlist.items.filter((item) => item.dealId !== dealId),
  };
}

/** The wishlist's cache as the changes see it (see optimisticCache): every heart and the page read it. */
export function useWishlistCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      optimisticCache<Wishlist>(queryClient, {
        queryKey: wishlistQueryKey,
        mutationKey: wishlistMutationKey,
      }),
    [queryClient],
  );
}
