import { API_ADMIN_COMMISSION_RATES } from '@shared/api-paths';
import type { AdminCommissionRates } from '@shared/payouts/payouts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const adminCommissionRatesQueryKey = [...adminQueryKey, 'commission-rates'] as const;

/** GET /api/admin/payouts/commission-rates: each category's rate (null: the default). */
export function useAdminCommissionRates() {
  return useQuery({
    queryKey: adminCommissionRatesQueryKey,
    queryFn: ({ signal }) => api<AdminCommissionRates>(API_ADMIN_COMMISSION_RATES, { signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/payouts/commission-rates: the changed categories' percentages, saved together. */
export function useSetCommissionRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: Partial<Record<string, string>>) =>
      api<AdminCommissionRates>(API_ADMIN_COMMISSION_RATES, { method: 'PUT', body: { rates } }),
    onSuccess: (data) => queryClient.setQueryData(adminCommissionRatesQueryKey, data),
  });
}
