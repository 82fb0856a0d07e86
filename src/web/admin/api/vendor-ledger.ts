import {
  API_ADMIN_LINE_RETURN,
  API_ADMIN_VENDOR_COMMISSION,
  API_ADMIN_VENDOR_LEDGER,
  apiPath,
} from '@shared/api-paths';
import type { AdminVendorLedger } from '@shared/payouts/payouts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminPayoutsQueryKey } from './vendor-balances';

/** GET /api/admin/payouts/vendors/:id/ledger: one vendor's balance and entries. */
export function useAdminVendorLedger(vendorId: string) {
  return useQuery({
    queryKey: [...adminPayoutsQueryKey, 'ledger', vendorId] as const,
    queryFn: ({ signal }) =>
      api<AdminVendorLedger>(apiPath(API_ADMIN_VENDOR_LEDGER, { id: vendorId }), { signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/payouts/vendors/:id/commission: the vendor's own rate, or null for its categories'. */
export function useSetVendorCommission(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (percent: string | null) =>
      api<AdminVendorLedger>(apiPath(API_ADMIN_VENDOR_COMMISSION, { id: vendorId }), {
        method: 'PUT',
        body: { percent },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPayoutsQueryKey }),
  });
}

/** POST /api/admin/payouts/lines/:kind/:id/return: debits a delivered line returned or refunded. */
export function useRecordLineReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: { kind: string; id: string; reason: string }) =>
      api<{ amount: string }>(apiPath(API_ADMIN_LINE_RETURN, { kind: line.kind, id: line.id }), {
        method: 'POST',
        body: { reason: line.reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPayoutsQueryKey }),
  });
}
