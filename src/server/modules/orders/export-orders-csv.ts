import { Readable } from 'node:stream';
import type { AdminOrdersQuery } from '../../../shared/orders/admin-orders';
import { statusLabel } from '../../../shared/orders/order-status';
import type { Db } from '../../db/client';
import { type AdminOrderRow, selectAdminOrderRows } from './admin-order-rows';

const BATCH = 500;

export const CSV_HEADERS = [
  'Reference',
  'Kind',
  'Placed at',
  'Customer',
  'Phone',
  'Address',
  'Item',
  'Quantity',
  'Unit price (GHS)',
  'Total (GHS)',
  'Payment method',
  'Status',
] as const;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; and a cell a spreadsheet would
 * take for a formula (= + - @, or a tab or carriage return first) gets a leading apostrophe, so an
 * order's text never runs as a formula in the accounts' spreadsheet.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(row: AdminOrderRow): string {
  const cells = [
    row.reference,
    row.kind === 'deal' ? 'Deal' : 'Drop-shipping',
    new Date(row.created_at).toISOString(),
    row.customer_name,
    row.phone,
    row.address,
    row.item,
    Number(row.quantity),
    row.unit_price,
    row.total,
    row.payment_method,
    statusLabel(row.status),
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The filtered list, every page of it, newest first, read in batches as the response is sent. */
export function exportOrdersCsv(db: Db, query: Pick<AdminOrdersQuery, 'kind' | 'status' | 'q'>): Readable {
  async function* lines() {
    yield `${CSV_HEADERS.map(csvCell).join(',')}\r\n`;
    let after: { createdText: string; id: string } | undefined;
    for (;;) {
      const rows = await selectAdminOrderRows(db, query, { limit: BATCH, after });
      for (const row of rows) yield csvLine(row);
      if (rows.length < BATCH) return;
      const last = rows.at(-1)!;
      after = { createdText: last.created_text, id: String(last.id) };
    }
  }
  return Readable.from(lines());
}
