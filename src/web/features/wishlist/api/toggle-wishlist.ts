import { API_WISHLIST_DEAL, apiPath } from '@shared/api-paths';
import type { Wishlist } from '@shared/wishlist/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { optimisticCache } from '@web/lib/optimistic-cache';
import { wishlistQueryKey } from './get-wishlist';

export interface ToggleWishlistVariables {
  dealId: string;
  /** true: PUT (add); false: DELETE (remove). */
  add: boolean;
}

/** PUT or DELETE /api/wishlist/:dealId; both answer with the whole list. */
export function toggleWishlist({ dealId, add }: ToggleWishlistVariables): Promise<Wishlist> {
  return api<Wishlist>(apiPath(API_WISHLIST_DEAL, { dealId }), { method: add ? 'PUT' : 'DELETE' });
}

const wishlistMutationKey = ['wishlist', 'change'] as const;

/** Shows the heart's new state at once; the server's answer wins, a failure reloads the list. */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const cache = optimisticCache<Wishlist>(queryClient, {
    queryKey: wishlistQueryKey,
    mutationKey: wishlistMutationKey,
  });
  return useMutation({
    mutationKey: wishlistMutationKey,
    scope: { id: 'wishlist' },
    mutationFn: toggleWishlist,
    onMutate: ({ dealId, add }) =>
      cache.change((current) => {
        const others = current.dealIds.filter((id) => id !== dealId);
        return { dealIds: add ? [dealId, ...others] : others };
      }),
    onSuccess: (wishlist) => cache.settle(wishlist),
    onError: () => cache.reload(),
  });
}
