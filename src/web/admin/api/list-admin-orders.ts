import { API_ADMIN_ORDERS, API_ADMIN_ORDERS_CSV } from '@shared/api-paths';
import type { AdminOrderPage } from '@shared/orders/admin-orders';
import type { OrderKind } from '@shared/orders/order-status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const adminOrdersQueryKey = [...adminQueryKey, 'orders'] as const;

export interface AdminOrdersFilter {
  kind: OrderKind;
  status: string;
  q: string;
  page: number;
}

/** The filter as a query string (the list and its CSV export take the same one). */
export function ordersQueryString(filter: Omit<AdminOrdersFilter, 'page'> & { page?: number }): string {
  const params = new URLSearchParams({ kind: filter.kind });
  if (filter.status) params.set('status', filter.status);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  return params.toString();
}

/** The CSV export of the filtered list (every page), for a download link. */
export function ordersCsvUrl(filter: Omit<AdminOrdersFilter, 'page'>): string {
  return `${API_ADMIN_ORDERS_CSV}?${ordersQueryString(filter)}`;
}

export function listAdminOrders(filter: AdminOrdersFilter, signal?: AbortSignal): Promise<AdminOrderPage> {
  return api<AdminOrderPage>(`${API_ADMIN_ORDERS}?${ordersQueryString(filter)}`, { signal });
}

export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery({
    queryKey: [...adminOrdersQueryKey, filter],
    queryFn: ({ signal }) => listAdminOrders(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
