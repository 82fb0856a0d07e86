/**
 * The `<meta name="payment-provider" content="paystack">` the server adds to every page: the web
 * learns which provider takes payments ("simulated" or "paystack") without another request.
 */
export const PAYMENT_PROVIDER_META = 'payment-provider';
