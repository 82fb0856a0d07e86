import { asc, sql } from 'drizzle-orm';
import { formatDateTime } from '../../../shared/dates';
import { fromPesewas } from '../../../shared/money';
import { formatRate } from '../../../shared/payouts/commission';
import { LEDGER_ENTRY_LABELS } from '../../../shared/payouts/payout-words';
import type { Db } from '../../db/client';
import { vendorLedgerEntries } from '../../db/schema';
import { csvCell } from '../../lib/csv-cell';

const HEADERS = [
  'Date',
  'Entry',
  'Order',
  'Description',
  'Line total (GHS)',
  'Commission rate',
  'Commission (GHS)',
  'Credit (GHS)',
  'Debit (GHS)',
] as const;

const money = (pesewas: number | null) => (pesewas === null ? '' : fromPesewas(pesewas));

/**
 * One week's statement of a vendor (Monday to Sunday in Accra, `week` the Monday): every entry of
 * the week, oldest first, with credits and debits in their own columns and their totals at the end.
 */
export async function exportStatementCsv(db: Db, vendorId: string, week: string): Promise<string> {
  const rows = await db
    .select()
    .from(vendorLedgerEntries)
    .where(
      sql`${vendorLedgerEntries.vendorId} = ${vendorId}::uuid
          AND date_trunc('week', ${vendorLedgerEntries.createdAt} AT TIME ZONE 'Africa/Accra') = ${week}::date`,
    )
    .orderBy(asc(vendorLedgerEntries.createdAt), asc(vendorLedgerEntries.id));
  let credits = 0;
  let debits = 0;
  const lines = rows.map((row) => {
    const credit = row.amountPesewas > 0 ? row.amountPesewas : null;
    const debit = row.amountPesewas < 0 ? -row.amountPesewas : null;
    credits += credit ?? 0;
    debits += debit ?? 0;
    return [
      formatDateTime(row.createdAt),
      LEDGER_ENTRY_LABELS[row.kind],
      row.orderReference,
      row.description,
      money(row.grossPesewas),
      row.rateBasisPoints === null ? '' : formatRate(row.rateBasisPoints),
      money(row.commissionPesewas),
      money(credit),
      money(debit),
    ];
  });
  lines.push(['Total', '', '', '', '', '', '', fromPesewas(credits), fromPesewas(debits)]);
  return [HEADERS, ...lines].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
