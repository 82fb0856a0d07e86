import { API_ORDERS } from '@shared/api-paths';
import type { MyOrdersResponse } from '@shared/orders/order';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { USER_SCOPED } from '@web/lib/query';

export const myOrdersQueryKey = ['orders', 'mine'] as const;

/** GET /api/orders: the shopper's deal and drop-shipping orders, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<MyOrdersResponse> {
  return api<MyOrdersResponse>(API_ORDERS, { signal });
}

export function useMyOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: myOrdersQueryKey,
    queryFn: ({ signal }) => getMyOrders(signal),
    enabled,
    meta: USER_SCOPED,
    select: (data) => data.orders,
  });
}
