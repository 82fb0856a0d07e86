import { API_VERIFY_PAYMENT, apiPath } from '@shared/api-paths';
import type { VerifiedPayment } from '@shared/checkout/checkout-messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const verifyPaymentQueryKey = (reference: string) => ['checkout', 'verify', reference] as const;

/**
 * POST /api/checkout/payments/:reference/verify: asks the provider, marks the order paid when the
 * payment succeeded (idempotent) and answers with the order. 402 PAYMENT_FAILED, 404 Order not found.
 */
export function verifyPayment(reference: string, signal?: AbortSignal): Promise<VerifiedPayment> {
  return api<VerifiedPayment>(apiPath(API_VERIFY_PAYMENT, { reference }), {
    method: 'POST',
    signal,
  });
}

/** Verified once per visit: a failure is final (the page says so and leaves). */
export function useVerifyPayment(reference: string | null) {
  return useQuery({
    queryKey: verifyPaymentQueryKey(reference ?? ''),
    queryFn: ({ signal }) => verifyPayment(reference!, signal),
    enabled: reference !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
