import { sql } from 'drizzle-orm';
import { fromPesewas } from '../../../shared/money';
import { maskAccountNumber } from '../../../shared/payouts/payout-words';
import type { LedgerEntryView, PayoutAccountView, PayoutView } from '../../../shared/payouts/payouts';
import { type Db, queryRows } from '../../db/client';
import type { vendorLedgerEntries, vendorPayoutAccounts, vendorPayouts } from '../../db/schema';

/** The rows as the seller center and the admin read them. */
export function entryView(row: typeof vendorLedgerEntries.$inferSelect): LedgerEntryView {
  return {
    id: row.id,
    kind: row.kind,
    amount: fromPesewas(row.amountPesewas),
    description: row.description,
    orderReference: row.orderReference,
    gross: row.grossPesewas === null ? null : fromPesewas(row.grossPesewas),
    commission: row.commissionPesewas === null ? null : fromPesewas(row.commissionPesewas),
    rate: row.rateBasisPoints,
    createdAt: row.createdAt.toISOString(),
  };
}

export function payoutView(row: typeof vendorPayouts.$inferSelect): PayoutView {
  return {
    id: row.id,
    reference: row.reference,
    amount: fromPesewas(row.amountPesewas),
    status: row.status,
    destination: row.destination,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export function accountView(row: typeof vendorPayoutAccounts.$inferSelect): PayoutAccountView {
  return {
    type: row.type,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    accountName: row.accountName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface VendorBalance {
  /** What the vendor may be paid: every entry's sum, the pending payouts' holds included. */
  balancePesewas: number;
  /** Held for payouts still pending. */
  onItsWayPesewas: number;
}

/** Each vendor's balance (vendors without entries are absent: their balance is 0). */
export async function vendorBalances(db: Db, vendorIds?: string[]): Promise<Map<string, VendorBalance>> {
  const only =
    vendorIds === undefined
      ? sql``
      : vendorIds.length === 0
        ? sql`WHERE false`
        : sql`WHERE vendor_id IN (${sql.join(
            vendorIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  const rows = await queryRows<{ vendorId: string; balance: string; onItsWay: string }>(
    db,
    sql`SELECT vendor_id::text AS "vendorId", COALESCE(SUM(amount_pesewas), 0) AS balance,
               COALESCE((SELECT SUM(amount_pesewas) FROM vendor_payouts p
                         WHERE p.vendor_id = e.vendor_id AND p.status = 'pending'), 0) AS "onItsWay"
        FROM vendor_ledger_entries e ${only} GROUP BY vendor_id`,
  );
  return new Map(
    rows.map((row) => [
      row.vendorId,
      { balancePesewas: Number(row.balance), onItsWayPesewas: Number(row.onItsWay) },
    ]),
  );
}

export const NO_BALANCE: VendorBalance = { balancePesewas: 0, onItsWayPesewas: 0 };
