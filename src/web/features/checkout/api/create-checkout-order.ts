import { API_CHECKOUT_ORDERS } from '@shared/api-paths';
import type { CheckoutOrderCreated } from '@shared/checkout/checkout-messages';
// A type: erased from the bundle, so zod does not load with the checkout page.
import type { CheckoutOrderInput } from '@shared/checkout/checkout-order';
import { api } from '@web/lib/api';

/**
 * POST /api/checkout/orders: a pending drop-shipping order, priced by the server. 400 with `fields`
 * for a missing detail or a colour, size or quantity the product does not allow; 503 when it cannot
 * be saved.
 */
export function createCheckoutOrder(input: CheckoutOrderInput): Promise<CheckoutOrderCreated> {
  return api<CheckoutOrderCreated>(API_CHECKOUT_ORDERS, { body: input });
}
