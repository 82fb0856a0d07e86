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

/** A bank or a mobile money provider a transfer can go to (Paystack's `/bank` list). */
export interface PayoutBankEntry {
  code: string;
  name: string;
}

/** A vendor's account to register for transfers (Paystack's `/transferrecipient`). */
export interface TransferRecipientInput {
  /** Paystack's type: mobile_money, or ghipss for a bank in Ghana. */
  type: 'mobile_money' | 'ghipss';
  name: string;
  accountNumber: string;
  bankCode: string;
  /** Ours, for the provider's records (the vendor's reference). */
  description: string;
}

export interface TransferRecipient {
  recipientCode: string;
  /** The account's name as the provider holds it, when it says. */
  accountName: string | null;
  bankName: string;
}

/** Money sent out of the shop's balance to a recipient. */
export interface InitiateTransfer {
  /** Ours, unique per payout, lowercase letters, digits, - and _: the provider makes one transfer per reference. */
  reference: string;
  amountPesewas: number;
  recipientCode: string;
  reason: string;
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
  /** Ghana's mobile money providers or banks, with their codes. Throws PaymentProviderError. */
  listBanks(type: 'mobile_money' | 'ghipss'): Promise<PayoutBankEntry[]>;
  /**
   * The name an account is registered in, where the provider can tell (banks); null where it cannot.
   * Throws PaymentProviderError when the provider refuses the account.
   */
  resolveAccount(account: { accountNumber: string; bankCode: string }): Promise<string | null>;
  /** Registers an account to pay out to. Throws PaymentProviderError. */
  createTransferRecipient(recipient: TransferRecipientInput): Promise<TransferRecipient>;
  /**
   * Starts a transfer; its outcome comes later by webhook (`transfer.success`, `transfer.failed`,
   * `transfer.reversed`). Sending the same reference again makes no second transfer. Throws
   * PaymentProviderError.
   */
  initiateTransfer(transfer: InitiateTransfer): Promise<{ transferCode: string; status: string }>;
  /**
   * A transfer the provider knows by our reference (its code and its word: pending, success,
   * failed, reversed...); null when it has none. Throws PaymentProviderError.
   */
  verifyTransfer(reference: string): Promise<{ transferCode: string; status: string } | null>;
}
