import { z } from 'zod';
import { percentToBasisPoints } from './commission';
import {
  type LedgerEntryKind,
  PAYOUT_ACCOUNT_TYPES,
  type PayoutAccountType,
  type PayoutStatus,
} from './payout-words';

/** The vendor's payout account as typed: the kind, the provider or bank, the number and the name. */
export const payoutAccountSchema = z.object({
  type: z.enum(PAYOUT_ACCOUNT_TYPES, { error: 'Choose mobile money or a bank account.' }),
  bankCode: z.string().trim().min(1, 'Choose your provider or bank.').max(40),
  accountNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, 'Enter the number of the account, in digits.')),
  accountName: z.string().trim().min(2, 'Enter the name the account is registered in.').max(100),
});
export type PayoutAccountInput = z.input<typeof payoutAccountSchema>;

const percent = z
  .string()
  .trim()
  .refine(
    (value) => percentToBasisPoints(value) !== null,
    'Enter a percentage from 0 to 100, like 10 or 12.5.',
  )
  .transform((value) => percentToBasisPoints(value)!);

/** The categories' rates the admin changed, as percentages typed. */
export const commissionRatesUpdateSchema = z.object({
  rates: z.record(z.string().trim().min(1).max(100), percent),
});
export type CommissionRatesUpdate = z.input<typeof commissionRatesUpdateSchema>;

/** A vendor's own rate, or null to go back to its categories' rates. */
export const vendorCommissionSchema = z.object({ percent: percent.nullable() });
export type VendorCommissionInput = z.input<typeof vendorCommissionSchema>;

export const bankListQuerySchema = z.object({ type: z.enum(PAYOUT_ACCOUNT_TYPES).default('mobile_money') });

/** A week's statement: the Monday it starts (Accra's calendar). */
export const statementQuerySchema = z.object({
  week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a week.'),
});

/** The admin records a return or a refund of a delivered line: why, for the vendor to read. */
export const lineReturnSchema = z.object({
  reason: z.string().trim().min(3, 'Say why the line was returned or refunded.').max(300),
});

export interface PayoutBank {
  code: string;
  name: string;
}

export interface PayoutAccountView {
  type: PayoutAccountType;
  bankCode: string;
  bankName: string;
  /** Masked: "024 *** 4567". */
  accountNumber: string;
  accountName: string;
  updatedAt: string;
}

export interface LedgerEntryView {
  id: string;
  kind: LedgerEntryKind;
  /** Cedis, signed: a credit positive. */
  amount: string;
  description: string;
  orderReference: string | null;
  gross: string | null;
  commission: string | null;
  rate: number | null;
  createdAt: string;
}

export interface PayoutView {
  id: string;
  reference: string;
  amount: string;
  status: PayoutStatus;
  destination: string;
  failureReason: string | null;
  createdAt: string;
  settledAt: string | null;
}

export interface WeekStatement {
  /** yyyy-mm-dd, the Monday. */
  week: string;
  credits: string;
  debits: string;
  entries: number;
}

export interface SellerMoney {
  vendor: { id: string; businessName: string };
  balance: string;
  /** Held for payouts the provider has not confirmed yet. */
  onItsWay: string;
  account: PayoutAccountView | null;
  entries: LedgerEntryView[];
  payouts: PayoutView[];
  weeks: WeekStatement[];
}

export interface AdminCommissionRates {
  defaultRate: number;
  categories: { category: string; rate: number | null }[];
}

export interface AdminVendorBalance {
  id: string;
  reference: string;
  businessName: string;
  balance: string;
  onItsWay: string;
  commissionOverride: number | null;
  account: PayoutAccountView | null;
  lastPayout: PayoutView | null;
}

export interface AdminVendorBalances {
  vendors: AdminVendorBalance[];
  payouts: (PayoutView & { businessName: string })[];
}

export interface AdminVendorLedger {
  vendor: AdminVendorBalance;
  entries: (LedgerEntryView & { lineKind: string | null; lineId: string | null; returned: boolean })[];
}

export interface PayoutsStarted {
  payouts: PayoutView[];
  /** Vendors with money due that were not paid, and why. */
  skipped: { businessName: string; reason: string }[];
}
