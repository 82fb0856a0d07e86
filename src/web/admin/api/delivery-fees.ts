import { API_ADMIN_DELIVERY_FEE, API_ADMIN_DELIVERY_FEES, apiPath } from '@shared/api-paths';
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

/** PUT /api/admin/delivery-fees/:region: 400 with the field's message for a fee that is not one. */
export function useSetDeliveryFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ region, fee }: { region: GhanaRegion; fee: string }) =>
      api<DeliveryFeesResponse>(apiPath(API_ADMIN_DELIVERY_FEE, { region }), {
        method: 'PUT',
        body: { fee },
      }),
    onSuccess: (data) => queryClient.setQueryData(adminDeliveryFeesQueryKey, data),
  });
}
