import { API_SELLER_LISTING, apiPath } from '@shared/api-paths';
import type { SellerListingResponse } from '@shared/sellers/listing';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';
import { sellerListingsQueryKey } from './list-seller-listings';

/** GET /api/seller/listings/:id: one proposal with its live version's values. */
export function getSellerListing(id: string, signal?: AbortSignal): Promise<SellerListingResponse> {
  return api<SellerListingResponse>(apiPath(API_SELLER_LISTING, { id }), { signal });
}

export function useSellerListing(id: string | null) {
  return useQuery({
    queryKey: [...sellerListingsQueryKey, id],
    queryFn: ({ signal }) => getSellerListing(id!, signal),
    enabled: id !== null,
    meta: USER_SCOPED,
    select: (data) => data.listing,
  });
}
