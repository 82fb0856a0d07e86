/**
 * Words for the vendors' money (docs/decisions/068), free of zod so pages can use them: the kinds
 * of payout account and ledger entry, and the mobile money providers Paystack lists for Ghana.
 */

/** Paystack's recipient types for Ghana: mobile money, or a bank through GhIPSS. */
export const PAYOUT_ACCOUNT_TYPES = ['mobile_money', 'ghipss'] as const;
export type PayoutAccountType = (typeof PAYOUT_ACCOUNT_TYPES)[number];

export const PAYOUT_ACCOUNT_TYPE_LABELS: Record<PayoutAccountType, string> = {
  mobile_money: 'Mobile money',
  ghipss: 'Bank account',
};

/** Paystack's codes of Ghana's mobile money providers, and the names people know them by. */
export const MOBILE_MONEY_NAMES: Record<string, string> = {
  MTN: 'MTN MoMo',
  VOD: 'Telecel Cash',
  ATL: 'AT Money',
};

export const LEDGER_ENTRY_KINDS = ['sale', 'return', 'payout', 'payout_restored'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const LEDGER_ENTRY_LABELS: Record<LedgerEntryKind, string> = {
  sale: 'Sale delivered',
  return: 'Return or refund',
  payout: 'Payout',
  payout_restored: 'Payout returned',
};

export const PAYOUT_STATUSES = ['pending', 'success', 'failed', 'reversed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'On its way',
  success: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed',
};

/** The smallest balance the admin pays out (GH₵1.00), in pesewas. */
export const MINIMUM_PAYOUT_PESEWAS = 100;

/** "024 *** 4567": enough of an account number to recognise it, never all of it. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\s+/g, '');
  if (digits.length <= 4) return digits;
  return `${digits.slice(0, 3)} *** ${digits.slice(-4)}`;
}
