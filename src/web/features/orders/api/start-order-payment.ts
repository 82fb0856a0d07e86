import { API_ORDER_PAYMENT, apiPath } from '@shared/api-paths';
import type { DropshippingPaymentMethod, PaymentStarted } from '@shared/checkout/checkout-messages';
import { api } from '@web/lib/api';

/**
 * POST /api/orders/:reference/payment: a new payment attempt on an unpaid order (a cart order, or a
 * drop-shipping order by any of its payment references), with its method or another online one;
 * resolves with the provider's page. 409 once paid or cancelled; 502 when the provider refuses.
 */
export function startOrderPayment(
  reference: string,
  options: { paymentMethod?: DropshippingPaymentMethod; token?: string | null } = {},
): Promise<PaymentStarted> {
  const { paymentMethod, token } = options;
  return api<PaymentStarted>(apiPath(API_ORDER_PAYMENT, { reference }), {
    body: { ...(paymentMethod && { paymentMethod }), ...(token && { token }) },
  });
}
