import { API_CHECKOUT_PAYMENT, apiPath } from '@shared/api-paths';
import type { PaymentStarted } from '@shared/checkout/checkout-messages';
import { api } from '@web/lib/api';

/**
 * POST /api/checkout/orders/:orderId/payment: a new payment for the order (the first, or a retry
 * after a declined or abandoned one). 502 PAYMENT_INIT_FAILED when the provider refuses; 409 when the
 * order is already paid; 404 for an unknown order or a wrong resume token.
 */
export function startPayment(orderId: string, resumeToken: string): Promise<PaymentStarted> {
  return api<PaymentStarted>(apiPath(API_CHECKOUT_PAYMENT, { orderId }), {
    body: { resumeToken },
  });
}
