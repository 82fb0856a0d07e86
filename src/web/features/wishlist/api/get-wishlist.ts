import { API_WISHLIST } from '@shared/api-paths';
import type { Wishlist } from '@shared/wishlist/wishlist';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';

export const wishlistQueryKey = ['wishlist'] as const;

/** GET /api/wishlist: the signed-in shopper's saved deals (ids for the hearts, details for the page), newest first. */
export function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return api<Wishlist>(API_WISHLIST, { signal });
}

/** The shopper's wishlist (signed-in shoppers only). */
export function useWishlist({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: wishlistQueryKey,
    queryFn: ({ signal }) => getWishlist(signal),
    enabled,
    meta: USER_SCOPED,
  });
}
