import { API_QUOTE_PAYMENT, apiPath } from '@shared/api-paths';
import type { DropshippingPaymentMethod, PaymentStarted } from '@shared/checkout/checkout-messages';
import { api } from '@web/lib/api';

/**
 * POST /api/quotes/:reference/payment: a payment attempt on the open quote; resolves with the
 * provider's page. 409 once paid, declined, replaced or past its date; 502 when the provider refuses.
 */
export function startQuotePayment(
  reference: string,
  options: { paymentMethod: DropshippingPaymentMethod; token: string | null },
): Promise<PaymentStarted> {
  return api<PaymentStarted>(apiPath(API_QUOTE_PAYMENT, { reference }), {
    body: { paymentMethod: options.paymentMethod, ...(options.token && { token: options.token }) },
  });
}
