/**
 * The providers the shop can be configured with (PAYMENT_PROVIDER); each attempt records its own,
 * so the database's column and the configuration read the same list.
 */
export const PAYMENT_PROVIDERS = ['simulated', 'paystack'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
