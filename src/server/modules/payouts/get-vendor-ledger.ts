import { desc, eq } from 'drizzle-orm';
import type { AdminVendorLedger } from '../../../shared/payouts/payouts';
import type { Db } from '../../db/client';
import { vendorLedgerEntries } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../../lib/uuid';
import { vendorBalanceRows } from './list-vendor-balances';
import { entryView } from './money-views';

/** One vendor's balance and ledger for the admin, each sale saying whether it was returned since. */
export async function getVendorLedger(db: Db, vendorId: string): Promise<AdminVendorLedger> {
  if (!isUuid(vendorId)) throw notFound('This vendor was not found.');
  const [vendor] = await vendorBalanceRows(db, [vendorId]);
  if (!vendor) throw notFound('This vendor was not found.');
  const entries = await db
    .select()
    .from(vendorLedgerEntries)
    .where(eq(vendorLedgerEntries.vendorId, vendorId))
    .orderBy(desc(vendorLedgerEntries.createdAt), desc(vendorLedgerEntries.id))
    .limit(500);
  const returned = new Set(entries.filter((entry) => entry.kind === 'return').map((entry) => entry.lineId));
  return {
    vendor,
    entries: entries.map((entry) => ({
      ...entryView(entry),
      lineKind: entry.lineKind,
      lineId: entry.lineId,
      returned: entry.kind === 'sale' && returned.has(entry.lineId),
    })),
  };
}
