import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatCedis, fromPesewas } from '../../../shared/money';
import {
  MINIMUM_PAYOUT_PESEWAS,
  MOBILE_MONEY_NAMES,
  maskAccountNumber,
} from '../../../shared/payouts/payout-words';
import type { PayoutView } from '../../../shared/payouts/payouts';
import { type PaymentProvider, PaymentProviderError } from '../../adapters/payments/payment-provider';
import { type Db, queryRows } from '../../db/client';
import { vendorLedgerEntries, vendorPayoutAccounts, vendorPayouts } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { isUuid } from '../../lib/uuid';
import { payoutView } from './money-views';

type PayoutRow = typeof vendorPayouts.$inferSelect;

/** Ours, unique per payout, as Paystack asks a transfer's reference to be: lowercase, digits, - and _. */
function payoutReference(): string {
  return `gm_payout_${crypto.randomUUID().replaceAll('-', '')}`;
}

/** "MTN MoMo 024 *** 4567", "GCB Bank 104 *** 1234". */
function destinationOf(account: typeof vendorPayoutAccounts.$inferSelect): string {
  const name =
    account.type === 'mobile_money'
      ? (MOBILE_MONEY_NAMES[account.bankCode] ?? account.bankName)
      : account.bankName;
  return `${name} ${maskAccountNumber(account.accountNumber)}`;
}

/**
 * Holds the vendor's whole balance for a new payout, in one transaction with the vendor's row locked
 * (so two admins paying the same vendor at once make one payout): the payout row, the ledger's
 * hold (debited once: one `payout` entry per payout) and the activity entry. A pending payout the
 * provider never accepted (it could not be reached) is taken again instead, to be resent under
 * its own reference.
 */
async function holdBalance(
  db: Db,
  vendorId: string,
  admin: AdminActor,
): Promise<{ payout: PayoutRow; resend: boolean }> {
  return db.transaction(async (tx) => {
    const [vendor] = await queryRows<{ reference: string }>(
      tx,
      sql`SELECT reference FROM vendor_profiles WHERE id = ${vendorId}::uuid FOR UPDATE`,
    );
    if (!vendor) throw notFound('This vendor was not found.');
    const [pending] = await tx
      .select()
      .from(vendorPayouts)
      .where(and(eq(vendorPayouts.vendorId, vendorId), eq(vendorPayouts.status, 'pending')));
    if (pending?.transferCode === null) return { payout: pending, resend: true };
    if (pending)
      throw new AppError(409, 'PAYOUT_UNDER_WAY', 'A payout to this vendor is already on its way.');
    const [account] = await tx
      .select()
      .from(vendorPayoutAccounts)
      .where(eq(vendorPayoutAccounts.vendorId, vendorId));
    if (!account)
      throw new AppError(409, 'NO_PAYOUT_ACCOUNT', 'This vendor has not added a payout account yet.');
    const [sum] = await queryRows<{ balance: string }>(
      tx,
      sql`SELECT COALESCE(SUM(amount_pesewas), 0) AS balance FROM vendor_ledger_entries WHERE vendor_id = ${vendorId}::uuid`,
    );
    const balance = Number(sum!.balance);
    if (balance < MINIMUM_PAYOUT_PESEWAS) {
      throw new AppError(
        409,
        'NOTHING_DUE',
        `Nothing to pay out: the balance is below ${formatCedis(fromPesewas(MINIMUM_PAYOUT_PESEWAS))}.`,
      );
    }
    const [payout] = await tx
      .insert(vendorPayouts)
      .values({
        reference: payoutReference(),
        vendorId,
        amountPesewas: balance,
        recipientCode: account.recipientCode,
        destination: destinationOf(account),
        adminId: admin.id,
      })
      .returning();
    await tx.insert(vendorLedgerEntries).values({
      vendorId,
      kind: 'payout',
      amountPesewas: -balance,
      payoutId: payout!.id,
      description: `Payout to ${payout!.destination}`,
    });
    await recordAdminActivity(tx, {
      admin,
      action: 'vendor.payout',
      entityType: 'vendor',
      entityId: vendor.reference,
      before: {},
      after: { amount: fromPesewas(balance), to: payout!.destination, payout: payout!.reference },
    });
    return { payout: payout!, resend: false };
  });
}

/** The provider refused the transfer: the payout failed and its hold goes back to the balance. */
async function refuse(db: Db, payout: PayoutRow, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(vendorPayouts)
      .set({ status: 'failed', failureReason: reason, settledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(vendorPayouts.id, payout.id), eq(vendorPayouts.status, 'pending')))
      .returning();
    if (!failed) return;
    await tx
      .insert(vendorLedgerEntries)
      .values({
        vendorId: payout.vendorId,
        kind: 'payout_restored',
        amountPesewas: payout.amountPesewas,
        payoutId: payout.id,
        description: `Payout refused by the payment provider: ${reason}`,
      })
      .onConflictDoNothing();
  });
}

/**
 * The admin pays out one vendor's balance (docs/decisions/068): the amount is held, then the
 * provider is asked for a transfer under our reference; its outcome comes by webhook
 * (settle-transfer.ts). A refusal fails the payout and restores the balance at once; a provider
 * that could not be reached leaves it pending and held, to be sent again under the same reference.
 */
export async function payOutVendor(
  db: Db,
  provider: PaymentProvider,
  options: { vendorId: string; admin: AdminActor },
): Promise<PayoutView & { transferCode: string }> {
  if (!isUuid(options.vendorId)) throw notFound('This vendor was not found.');
  const { payout, resend } = await holdBalance(db, options.vendorId, options.admin);
  let transferCode: string;
  try {
    // A payout sent before whose answer was lost may have reached the provider: it is asked first,
    // so that a transfer it made is recorded rather than refused as a duplicate.
    const known = resend ? await provider.verifyTransfer(payout.reference) : null;
    ({ transferCode } =
      known ??
      (await provider.initiateTransfer({
        reference: payout.reference,
        amountPesewas: payout.amountPesewas,
        recipientCode: payout.recipientCode,
        reason: 'GhanaMart vendor payout',
      })));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === 'refused') {
      await refuse(db, payout, error.message);
      throw new AppError(
        400,
        'TRANSFER_REFUSED',
        `The transfer was refused: ${error.message}. The balance is restored.`,
      );
    }
    throw new AppError(
      502,
      'PROVIDER_UNREACHABLE',
      'The payment provider could not be reached. The amount stays held: press Pay out again to resend the same transfer.',
    );
  }
  const [accepted] = await db
    .update(vendorPayouts)
    .set({ transferCode, updatedAt: sql`now()` })
    .where(and(eq(vendorPayouts.id, payout.id), isNull(vendorPayouts.transferCode)))
    .returning();
  return { ...payoutView(accepted ?? payout), transferCode };
}
