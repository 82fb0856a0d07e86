import { API_SELLER_LISTINGS } from '@shared/api-paths';
import type { SellerListingsResponse } from '@shared/sellers/listing';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';
import { sellerQueryKey } from './get-seller-account';

export const sellerListingsQueryKey = [...sellerQueryKey, 'listings'] as const;

/** GET /api/seller/listings: the vendor's listings, each at its newest proposal. */
export function listSellerListings(signal?: AbortSignal): Promise<SellerListingsResponse> {
  return api<SellerListingsResponse>(API_SELLER_LISTINGS, { signal });
}

export function useSellerListings() {
  return useQuery({
    queryKey: sellerListingsQueryKey,
    queryFn: ({ signal }) => listSellerListings(signal),
    meta: USER_SCOPED,
    select: (data) => data.listings,
  });
}
