import { API_WISHLIST_DEAL, apiPath } from '@shared/api-paths';
import type { Wishlist } from '@shared/wishlist/wishlist';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useWishlistCache, wishlistMutationKey, wishlistMutationScope, withoutDeal } from './wishlist-cache';

/** DELETE /api/wishlist/:dealId: answers the whole list. */
export function removeFromWishlist(dealId: string): Promise<Wishlist> {
  return api<Wishlist>(apiPath(API_WISHLIST_DEAL, { dealId }), { method: 'DELETE' });
}

/** Takes the deal off every heart and the page at once; the server's answer wins. */
export function useRemoveFromWishlist() {
  const cache = useWishlistCache();
  return useMutation({
    mutationKey: wishlistMutationKey,
    scope: wishlistMutationScope,
    mutationFn: removeFromWishlist,
    onMutate: (dealId) => cache.change((wishlist) => withoutDeal(wishlist, dealId)),
    onSuccess: (wishlist) => cache.settle(wishlist),
    onError: () => cache.reload(),
  });
}
