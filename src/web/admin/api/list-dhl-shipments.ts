import { ADMIN_API } from '@shared/admin/admin-api-paths';
import type { AdminDhlShipmentPage } from '@shared/dhl/dhl-shipment-update';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const dhlShipmentsQueryKey = [...adminQueryKey, 'dhl-shipments'] as const;

export function listDhlShipments(page: number, signal?: AbortSignal): Promise<AdminDhlShipmentPage> {
  return api<AdminDhlShipmentPage>(`${ADMIN_API.dhlShipments}?page=${page}`, { signal });
}

export function useDhlShipments(page: number) {
  return useQuery({
    queryKey: [...dhlShipmentsQueryKey, page],
    queryFn: ({ signal }) => listDhlShipments(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
