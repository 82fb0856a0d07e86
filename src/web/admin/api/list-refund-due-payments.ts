import { API_ADMIN_REFUND_DUE_PAYMENTS } from '@shared/api-paths';
import type { RefundDuePayments } from '@shared/orders/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const refundDueQueryKey = [...adminQueryKey, 'refund-due'] as const;

export function listRefundDuePayments(signal?: AbortSignal): Promise<RefundDuePayments> {
  return api<RefundDuePayments>(API_ADMIN_REFUND_DUE_PAYMENTS, { signal });
}

export function useRefundDuePayments() {
  return useQuery({
    queryKey: refundDueQueryKey,
    queryFn: ({ signal }) => listRefundDuePayments(signal),
    select: (data) => data.payments,
    staleTime: 0,
  });
}
