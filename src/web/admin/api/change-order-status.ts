import { API_ADMIN_ORDER_STATUS, apiPath } from '@shared/api-paths';
import type { OrderStatusChanged } from '@shared/orders/admin-orders';
import type { OrderKind } from '@shared/orders/order-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { dashboardQueryKey } from './get-admin-dashboard';
import { adminOrdersQueryKey } from './list-admin-orders';

export interface OrderStatusChange {
  kind: OrderKind;
  id: string;
  status: string;
  note: string;
  /** Only these lines (a line parting from its order); the whole order otherwise. */
  lineIds?: string[];
}

export function changeOrderStatus(change: OrderStatusChange): Promise<OrderStatusChanged> {
  return api(apiPath(API_ADMIN_ORDER_STATUS, { kind: change.kind, id: change.id }), {
    method: 'POST',
    body: { status: change.status, note: change.note, ...(change.lineIds && { lineIds: change.lineIds }) },
  });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
