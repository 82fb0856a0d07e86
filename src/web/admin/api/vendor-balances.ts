import { API_ADMIN_VENDOR_BALANCES } from '@shared/api-paths';
import type { AdminVendorBalances } from '@shared/payouts/payouts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const adminPayoutsQueryKey = [...adminQueryKey, 'payouts'] as const;

/** GET /api/admin/payouts/vendors: every selling vendor's balance, and the latest payouts. */
export function useAdminVendorBalances() {
  return useQuery({
    queryKey: [...adminPayoutsQueryKey, 'vendors'] as const,
    queryFn: ({ signal }) => api<AdminVendorBalances>(API_ADMIN_VENDOR_BALANCES, { signal }),
    staleTime: 0,
  });
}
