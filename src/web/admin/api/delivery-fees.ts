import { API_ADMIN_DELIVERY_FEES } from '@shared/api-paths';
import type { GhanaRegion } from '@shared/ghana-regions';
import type { DeliveryFeesResponse } from '@shared/orders/delivery-fee';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const adminDeliveryFeesQueryKey = [...adminQueryKey, 'delivery-fees'] as const;

/** GET /api/admin/delivery-fees: each region's fee, with when an admin last set it. */
export function useAdminDeliveryFees() {
  return useQuery({
    queryKey: adminDeliveryFeesQueryKey,
    queryFn: ({ signal }) => api<DeliveryFeesResponse>(API_ADMIN_DELIVERY_FEES, { signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/delivery-fees: the regions' fees together; 400 with `fees.<region>` messages. */
export function useSetDeliveryFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fees: Partial<Record<GhanaRegion, string>>) =>
      api<DeliveryFeesResponse>(API_ADMIN_DELIVERY_FEES, { method: 'PUT', body: { fees } }),
    onSuccess: (data) => queryClient.setQueryData(adminDeliveryFeesQueryKey, data),
  });
}
