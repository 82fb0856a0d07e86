import { API_ADMIN_PAYOUTS_RUN, API_ADMIN_VENDOR_PAYOUT, apiPath } from '@shared/api-paths';
import type { PayoutsStarted } from '@shared/payouts/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminPayoutsQueryKey } from './vendor-balances';

/**
 * POST /api/admin/payouts/vendors/:id/payout (one vendor) or /api/admin/payouts/run (every vendor
 * due): the transfers started, and the vendors skipped with why.
 */
export function usePayOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vendorId: string | 'due') =>
      api<PayoutsStarted>(
        vendorId === 'due' ? API_ADMIN_PAYOUTS_RUN : apiPath(API_ADMIN_VENDOR_PAYOUT, { id: vendorId }),
        { method: 'POST', body: {} },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPayoutsQueryKey }),
  });
}
