import { API_SELLER_ME } from '@shared/api-paths';
import type { SellerAccountResponse } from '@shared/sellers/listing';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';

export const sellerQueryKey = ['seller'] as const;
export const sellerAccountQueryKey = [...sellerQueryKey, 'me'] as const;

/** GET /api/seller/me: the vendor the signed-in seller sells for, its score; 401 or 403 (with why) otherwise. */
export function getSellerAccount(signal?: AbortSignal): Promise<SellerAccountResponse> {
  return api<SellerAccountResponse>(API_SELLER_ME, { signal });
}

export function useSellerAccount() {
  return useQuery({
    queryKey: sellerAccountQueryKey,
    queryFn: ({ signal }) => getSellerAccount(signal),
    meta: USER_SCOPED,
    retry: false,
  });
}
