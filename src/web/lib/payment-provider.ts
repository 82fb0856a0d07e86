import { PAYMENT_PROVIDER_META } from '@shared/checkout/payment-provider-meta';

/**
 * True when the server says Paystack takes the payments (the meta tag it writes into every page):
 * only then may a page say "powered by Paystack". The simulated provider, a dev server without the
 * tag and tests say nothing.
 */
export function paymentsByPaystack(): boolean {
  if (typeof document === 'undefined') return false;
  return (
    document.querySelector(`meta[name="${PAYMENT_PROVIDER_META}"]`)?.getAttribute('content') === 'paystack'
  );
}
