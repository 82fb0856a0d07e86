import { API_ADMIN_VENDORS } from '@shared/api-paths';
import type { AdminVendorPage, VendorReviewStatus } from '@shared/vendors/vendor-messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const vendorsQueryKey = [...adminQueryKey, 'vendors'] as const;

export function listVendors(
  status: VendorReviewStatus,
  page: number,
  signal?: AbortSignal,
): Promise<AdminVendorPage> {
  return api<AdminVendorPage>(`${API_ADMIN_VENDORS}?status=${status}&page=${page}`, { signal });
}

export function useVendors(status: VendorReviewStatus, page: number) {
  return useQuery({
    queryKey: [...vendorsQueryKey, status, page],
    queryFn: ({ signal }) => listVendors(status, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
