import { API_ADMIN_DISPATCH_PAYMENT_LINK, apiPath } from '@shared/api-paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export function sendPaymentLink(jobId: string): Promise<{ reference: string }> {
  return api(apiPath(API_ADMIN_DISPATCH_PAYMENT_LINK, { id: jobId }), { method: 'POST', body: {} });
}

export function useSendPaymentLink() {
  return useMutation({ mutationFn: sendPaymentLink });
}
