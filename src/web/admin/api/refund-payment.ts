import { API_ADMIN_PAYMENT_REFUND, apiPath } from '@shared/api-paths';
import type { PaymentRefunded } from '@shared/orders/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminOrdersQueryKey } from './list-admin-orders';
import { refundDueQueryKey } from './list-refund-due-payments';

export function refundPayment(reference: string): Promise<PaymentRefunded> {
  return api(apiPath(API_ADMIN_PAYMENT_REFUND, { reference }), { method: 'POST', body: {} });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    // Refused or made, the lists are read again: a refund another admin made shows.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }),
        queryClient.invalidateQueries({ queryKey: refundDueQueryKey }),
      ]);
    },
  });
}
