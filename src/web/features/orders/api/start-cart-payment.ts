import { API_ORDER_PAYMENT, apiPath } from '@shared/api-paths';
import type { PaymentStarted } from '@shared/checkout/checkout-messages';
import { api } from '@web/lib/api';

/**
 * POST /api/orders/:reference/payment: a payment attempt on the owner's cart order that awaits its
 * online payment; resolves with the provider's page. 409 once paid; 502 when the provider refuses.
 */
export function startCartPayment(reference: string): Promise<PaymentStarted> {
  return api<PaymentStarted>(apiPath(API_ORDER_PAYMENT, { reference }), { method: 'POST' });
}
