import type { PaymentProviderName } from '../../../shared/checkout/payment-providers';

/** A payment channel the provider's page offers (Paystack's names). */
export type PaymentChannel = 'mobile_money' | 'card';

/** What a provider needs to open a payment page for one attempt. */
export interface InitializePayment {
  /** Ours, unique per attempt: a provider refuses a reference it has seen. */
  reference: string;
  /** Integer pesewas (GHS's smallest unit), from the stored order. */
  amountPesewas: number;
  currency: 'GHS';
  email: string;
  channels: PaymentChannel[];
  /** Where the provider sends the shopper back, with `reference` and `trxref` in the query. */
  callbackUrl: string;
  metadata: Record<string, string>;
}

/** A transaction as the provider reports it (verification or webhook). */
export interface ProviderTransaction {
  reference: string;
  /** The provider's word: only `success` pays an order (others: failed, abandoned, ongoing...). */
  status: string;
  amountPesewas: number;
  currency: string;
}

/** Money paid back on one successful payment. */
export interface RefundPayment {
  /** The reference of the payment to refund. */
  reference: string;
  /** Integer pesewas, at most what was paid. */
  amountPesewas: number;
  currency: 'GHS';
  /** Why, for the provider's records. */
  note: string;
}

/**
 * The provider refused or could not be reached. `message` is safe to show the shopper (the web
 * shows "Failed to initialize payment: {message}").
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'refused' | 'unreachable',
  ) {
    super(message);
  }
}

export const PROVIDER_UNREACHABLE_MESSAGE = 'The payment provider could not be reached. Please try again.';

/** Takes the drop-shipping payments: Paystack in production, the simulated provider otherwise. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The key that signs webhooks (`x-paystack-signature`). */
  readonly webhookSecret: string;
  /** Opens a payment; resolves with the page to send the shopper to. Throws PaymentProviderError. */
  initialize(payment: InitializePayment): Promise<{ authorizationUrl: string }>;
  /** Asks the provider about a reference; null when it does not know it. Throws PaymentProviderError. */
  verify(reference: string): Promise<ProviderTransaction | null>;
  /**
   * Pays a successful payment back. A provider refuses a second refund of the same payment.
   * Resolves with the provider's id of the refund. Throws PaymentProviderError.
   */
  refund(refund: RefundPayment): Promise<{ refundId: string }>;
}
