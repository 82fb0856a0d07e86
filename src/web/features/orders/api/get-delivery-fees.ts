import { API_DELIVERY_FEES } from '@shared/api-paths';
import type { DeliveryFeesResponse } from '@shared/orders/delivery-fee';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const deliveryFeesQueryKey = ['delivery-fees'] as const;

/** GET /api/delivery-fees: each region's fee for deal orders under the free-delivery threshold. */
export function getDeliveryFees(signal?: AbortSignal): Promise<DeliveryFeesResponse> {
  return api<DeliveryFeesResponse>(API_DELIVERY_FEES, { signal });
}

export function useDeliveryFees() {
  return useQuery({
    queryKey: deliveryFeesQueryKey,
    queryFn: ({ signal }) => getDeliveryFees(signal),
    staleTime: 5 * 60_000,
  });
}
