import { API_ADMIN_REQUEST_REFUND, apiPath } from '@shared/api-paths';
import type { AdminRequestDetail } from '@shared/requests/admin-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requestQueryKey } from './get-request';

/** POST /api/admin/requests/:reference/payments/:paymentReference/refund: paid back through the provider. */
export function refundQuotePayment(
  reference: string,
  paymentReference: string,
): Promise<{ refundId: string; request: AdminRequestDetail }> {
  return api(apiPath(API_ADMIN_REQUEST_REFUND, { reference, paymentReference }), { method: 'POST' });
}

export function useRefundQuotePayment(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentReference: string) => refundQuotePayment(reference, paymentReference),
    onSuccess: (data) => queryClient.setQueryData(requestQueryKey(reference), { request: data.request }),
  });
}
