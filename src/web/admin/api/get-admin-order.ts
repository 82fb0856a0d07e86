import { API_ADMIN_ORDER, apiPath } from '@shared/api-paths';
import type { AdminOrderResponse } from '@shared/orders/admin-orders';
import type { OrderKind } from '@shared/orders/order-status';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminOrdersQueryKey } from './list-admin-orders';

/** GET /api/admin/orders/:kind/:id: one order in full (the packing slip). 404 for an unknown order. */
export function getAdminOrder(
  kind: OrderKind,
  id: string,
  signal?: AbortSignal,
): Promise<AdminOrderResponse> {
  return api<AdminOrderResponse>(apiPath(API_ADMIN_ORDER, { kind, id }), { signal });
}

export function useAdminOrder(kind: OrderKind, id: string | null) {
  return useQuery({
    queryKey: [...adminOrdersQueryKey, 'one', kind, id],
    queryFn: ({ signal }) => getAdminOrder(kind, id!, signal),
    enabled: id !== null,
    retry: false,
  });
}
