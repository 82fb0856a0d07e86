import { API_SELLER_ORDERS } from '@shared/api-paths';
import type { SellerOrdersResponse } from '@shared/sellers/listing';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';
import { sellerQueryKey } from './get-seller-account';

export const sellerOrdersQueryKey = [...sellerQueryKey, 'orders'] as const;

/** GET /api/seller/orders: the vendor's lines to fulfil, newest first. */
export function listSellerOrders(signal?: AbortSignal): Promise<SellerOrdersResponse> {
  return api<SellerOrdersResponse>(API_SELLER_ORDERS, { signal });
}

export function useSellerOrders() {
  return useQuery({
    queryKey: sellerOrdersQueryKey,
    queryFn: ({ signal }) => listSellerOrders(signal),
    meta: USER_SCOPED,
    select: (data) => data.lines,
  });
}
