import { desc, eq, sql } from 'drizzle-orm';
import { fromPesewas } from '../../../shared/money';
import type { SellerMoney, WeekStatement } from '../../../shared/payouts/payouts';
import { type Db, queryRows } from '../../db/client';
import { vendorLedgerEntries, vendorPayoutAccounts, vendorPayouts } from '../../db/schema';
import type { SellerVendor } from '../../lib/auth/guards';
import { accountView, entryView, NO_BALANCE, payoutView, vendorBalances } from './money-views';

/** The newest entries the page lists; the weekly statements hold every one. */
const ENTRIES_SHOWN = 500;

/** Each week with entries (Monday to Sunday, Accra's calendar), newest first, with its totals. */
export async function weekStatements(db: Db, vendorId: string): Promise<WeekStatement[]> {
  const rows = await queryRows<{ week: string; credits: string; debits: string; entries: number }>(
    db,
    sql`SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'Africa/Accra'), 'YYYY-MM-DD') AS week,
               COALESCE(SUM(amount_pesewas) FILTER (WHERE amount_pesewas > 0), 0) AS credits,
               COALESCE(-SUM(amount_pesewas) FILTER (WHERE amount_pesewas < 0), 0) AS debits,
               COUNT(*)::int AS entries
        FROM vendor_ledger_entries WHERE vendor_id = ${vendorId}::uuid
        GROUP BY 1 ORDER BY 1 DESC`,
  );
  return rows.map((row) => ({
    week: row.week,
    credits: fromPesewas(Number(row.credits)),
    debits: fromPesewas(Number(row.debits)),
    entries: row.entries,
  }));
}

/** The seller center's Money page: the balance, the payout account, the entries, payouts and weeks. */
export async function getSellerMoney(db: Db, vendor: SellerVendor): Promise<SellerMoney> {
  const [balances, [account], entries, payouts, weeks] = await Promise.all([
    vendorBalances(db, [vendor.id]),
    db.select().from(vendorPayoutAccounts).where(eq(vendorPayoutAccounts.vendorId, vendor.id)),
    db
      .select()
      .from(vendorLedgerEntries)
      .where(eq(vendorLedgerEntries.vendorId, vendor.id))
      .orderBy(desc(vendorLedgerEntries.createdAt), desc(vendorLedgerEntries.id))
      .limit(ENTRIES_SHOWN),
    db
      .select()
      .from(vendorPayouts)
      .where(eq(vendorPayouts.vendorId, vendor.id))
      .orderBy(desc(vendorPayouts.createdAt))
      .limit(50),
    weekStatements(db, vendor.id),
  ]);
  const balance = balances.get(vendor.id) ?? NO_BALANCE;
  return {
    vendor: { id: vendor.id, businessName: vendor.businessName },
    balance: fromPesewas(balance.balancePesewas),
    onItsWay: fromPesewas(balance.onItsWayPesewas),
    account: account ? accountView(account) : null,
    entries: entries.map(entryView),
    payouts: payouts.map(payoutView),
    weeks,
  };
}
