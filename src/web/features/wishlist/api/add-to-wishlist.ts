import { API_WISHLIST_DEAL, apiPath } from '@shared/api-paths';
import type { Wishlist } from '@shared/wishlist/wishlist';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { useWishlistCache, wishlistMutationKey, wishlistMutationScope, withDeal } from './wishlist-cache';

/** PUT /api/wishlist/:dealId: saves the deal (saving it twice changes nothing); answers the whole list. */
export function addToWishlist(dealId: string): Promise<Wishlist> {
  return api<Wishlist>(apiPath(API_WISHLIST_DEAL, { dealId }), { method: 'PUT' });
}

/** Every heart shows the deal as saved at once; the server's answer wins, a failure reloads the list. */
export function useAddToWishlist() {
  const cache = useWishlistCache();
  return useMutation({
    mutationKey: wishlistMutationKey,
    scope: wishlistMutationScope,
    mutationFn: addToWishlist,
    onMutate: (dealId) => cache.change((wishlist) => withDeal(wishlist, dealId)),
    onSuccess: (wishlist) => cache.settle(wishlist),
    onError: () => cache.reload(),
  });
}
