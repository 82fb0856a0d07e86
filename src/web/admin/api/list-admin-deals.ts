import { API_ADMIN_DEALS } from '@shared/api-paths';
import type { AdminDealListResponse } from '@shared/deals/admin-deal';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const adminDealsQueryKey = [...adminQueryKey, 'deals'] as const;

export function listAdminDeals(signal?: AbortSignal): Promise<AdminDealListResponse> {
  return api<AdminDealListResponse>(API_ADMIN_DEALS, { signal });
}

export function useAdminDeals() {
  return useQuery({ queryKey: adminDealsQueryKey, queryFn: ({ signal }) => listAdminDeals(signal) });
}
