import { API_ADMIN_SELLERS } from '@shared/api-paths';
import type { AdminSellersResponse } from '@shared/sellers/listing';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const sellersQueryKey = ['admin', 'sellers'] as const;

/** GET /api/admin/sellers: each seller's score, the lines past their time, and that time. */
export function listSellers(signal?: AbortSignal): Promise<AdminSellersResponse> {
  return api<AdminSellersResponse>(API_ADMIN_SELLERS, { signal });
}

export function useSellers() {
  return useQuery({ queryKey: sellersQueryKey, queryFn: ({ signal }) => listSellers(signal) });
}
