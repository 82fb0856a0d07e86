import { API_QUOTE_PAYMENT_VERIFY, apiPath } from '@shared/api-paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { quoteQueryKey } from './get-quote';

/** POST /api/quotes/:reference/payments/:paymentReference/verify: back from the provider, is it paid? */
export function verifyQuotePayment(reference: string, paymentReference: string, token: string | null) {
  return api<{ paid: boolean }>(apiPath(API_QUOTE_PAYMENT_VERIFY, { reference, paymentReference }), {
    body: token ? { token } : {},
  });
}

/**
 * Back on the quote page from the provider (`?reference=PAY-…`): asks once whether the payment went
 * through, then reloads the quote, which the settlement may have changed.
 */
export function useVerifyQuotePayment(
  reference: string,
  paymentReference: string | null,
  token: string | null,
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['quotes', 'payment', paymentReference],
    queryFn: async () => {
      const verified = await verifyQuotePayment(reference, paymentReference!, token);
      await queryClient.invalidateQueries({ queryKey: quoteQueryKey(reference) });
      return verified;
    },
    enabled: paymentReference?.startsWith('PAY-') ?? false,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
