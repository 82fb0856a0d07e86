import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PayoutAccountView, payoutAccountSchema } from '../../../shared/payouts/payouts';
import { type PaymentProvider, PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { vendorPayoutAccounts } from '../../db/schema';
import { AppError } from '../../errors';
import type { SellerVendor } from '../../lib/auth/guards';
import { listPayoutBanks } from './list-payout-banks';
import { accountView } from './money-views';
import { providerFailure } from './provider-failure';

/**
 * A vendor adds or replaces its payout account (docs/decisions/068): the provider or bank must be
 * one the payment provider lists; a bank account's name is taken from the bank where the provider
 * resolves it; the account is registered as a transfer recipient before it is saved, so a payout
 * never goes to an account the provider refused.
 */
export async function savePayoutAccount(
  db: Db,
  provider: PaymentProvider,
  vendor: SellerVendor,
  input: z.output<typeof payoutAccountSchema>,
): Promise<PayoutAccountView> {
  const banks = await listPayoutBanks(provider, input.type);
  const bank = banks.find((entry) => entry.code === input.bankCode);
  if (!bank) {
    throw new AppError(400, 'VALIDATION', 'Choose your provider or bank from the list.', {
      bankCode: 'Choose your provider or bank from the list.',
    });
  }
  let accountName = input.accountName;
  if (input.type === 'ghipss') {
    try {
      accountName =
        (await provider.resolveAccount({ accountNumber: input.accountNumber, bankCode: input.bankCode })) ??
        accountName;
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'refused') {
        const message = 'The bank does not know this account number. Please check it.';
        throw new AppError(400, 'VALIDATION', message, { accountNumber: message });
      }
      providerFailure(error, 'The account could not be checked');
    }
  }
  let recipientCode: string;
  try {
    const recipient = await provider.createTransferRecipient({
      type: input.type,
      name: accountName,
      accountNumber: input.accountNumber,
      bankCode: input.bankCode,
      description: `${vendor.businessName} (${vendor.reference})`,
    });
    recipientCode = recipient.recipientCode;
    accountName = recipient.accountName || accountName;
  } catch (error) {
    providerFailure(error, 'The account could not be added');
  }
  const values = {
    vendorId: vendor.id,
    type: input.type,
    bankCode: bank.code,
    bankName: bank.name,
    accountNumber: input.accountNumber,
    accountName,
    recipientCode,
  };
  const [row] = await db
    .insert(vendorPayoutAccounts)
    .values(values)
    .onConflictDoUpdate({ target: vendorPayoutAccounts.vendorId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return accountView(row!);
}
