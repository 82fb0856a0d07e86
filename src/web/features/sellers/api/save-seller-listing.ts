import { API_SELLER_LISTING, API_SELLER_LISTINGS, apiPath } from '@shared/api-paths';
import type { SellerListing } from '@shared/sellers/listing';
import type { SellerListingInput } from '@shared/sellers/seller-forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { sellerListingsQueryKey } from './list-seller-listings';

/** POST a new listing, or PUT a change to one: saved as a draft, or sent for review with `submit`. */
export function saveSellerListing(
  id: string | null,
  body: SellerListingInput,
): Promise<{ listing: SellerListing }> {
  return id === null
    ? api(API_SELLER_LISTINGS, { method: 'POST', body })
    : api(apiPath(API_SELLER_LISTING, { id }), { method: 'PUT', body });
}

export function useSaveSellerListing(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerListingInput) => saveSellerListing(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerListingsQueryKey }),
  });
}
