import { API_ADMIN_DHL_SHIPMENTS } from '@shared/api-paths';
import type { AdminDhlShipmentPage } from '@shared/dhl/dhl-shipment-update';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const dhlShipmentsQueryKey = [...adminQueryKey, 'dhl-shipments'] as const;

export function listDhlShipments(page: number, signal?: AbortSignal): Promise<AdminDhlShipmentPage> {
  return api<AdminDhlShipmentPage>(`${API_ADMIN_DHL_SHIPMENTS}?page=${page}`, { signal });
}

export function useDhlShipments(page: number) {
  return useQuery({
    queryKey: [...dhlShipmentsQueryKey, page],
    queryFn: ({ signal }) => listDhlShipments(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
