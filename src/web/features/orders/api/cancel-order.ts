import { API_ORDER_CANCEL, apiPath } from '@shared/api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { myOrdersQueryKey } from './get-my-orders';
import { orderQueryKey } from './get-order';

/** POST /api/orders/:reference/cancel: the owner cancels a pending order; 409 once it is confirmed. */
export function cancelOrder(reference: string): Promise<{ cancelled: true }> {
  return api(apiPath(API_ORDER_CANCEL, { reference }), { method: 'POST' });
}

export function useCancelOrder(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(reference),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderQueryKey(reference) }),
        queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
      ]),
  });
}
