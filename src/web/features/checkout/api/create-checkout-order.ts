import { API_CHECKOUT_ORDERS } from '@shared/api-paths';
import type { CheckoutOrderCreated } from '@shared/checkout/checkout-messages';
// A type: erased from the bundle, so zod does not load with the checkout page.
import type { CheckoutOrderInput } from '@shared/checkout/checkout-order';
import { api } from '@web/lib/api';
import { useOfflineSubmit } from '@web/lib/use-offline-submit';

/**
 * POST /api/checkout/orders: a pending drop-shipping order, priced by the server. 400 with `fields`
 * for a missing detail or a colour, size or quantity the product does not allow; 503 when it cannot
 * be saved.
 */
export function createCheckoutOrder(input: CheckoutOrderInput): Promise<CheckoutOrderCreated> {
  return api<CheckoutOrderCreated>(API_CHECKOUT_ORDERS, { body: input });
}

/**
 * The same through the offline queue (docs/decisions/046, 056): sent offline, the order waits on the
 * device and is saved once when the connection returns. Only the order waits: its payment is
 * started by the shopper, online.
 */
export function useCreateCheckoutOrder() {
  return useOfflineSubmit<CheckoutOrderInput, CheckoutOrderCreated>(API_CHECKOUT_ORDERS, 'Your order');
}
