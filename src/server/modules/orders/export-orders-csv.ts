import { Readable } from 'node:stream';
import type { AdminOrder, AdminOrdersQuery } from '../../../shared/orders/admin-orders';
import type { Db } from '../../db/client';
import { csvCell } from '../../lib/csv-cell';
import { selectAdminOrderLines, selectAdminOrderRows, toAdminOrder } from './admin-order-rows';

const BATCH = 500;

export const CSV_HEADERS = [
  'Reference',
  'Kind',
  'Placed at',
  'Customer',
  'Phone',
  'Region',
  'City',
  'Address',
  'Landmark',
  'GhanaPost GPS',
  'Note',
  'Item',
  'Colour',
  'Size',
  'Quantity',
  'Unit price (GHS)',
  'Line total (GHS)',
  'Line status',
  'Delivery fee (GHS)',
  'Order total (GHS)',
  'Payment method',
  'Payment',
  'Order status',
] as const;

/**
 * An order's rows: one per line, what to deliver in full and in words; the order's money (fee and
 * total) on its first line only, so that a spreadsheet's sum counts each order once.
 */
function csvLines(order: Omit<AdminOrder, 'history' | 'riderDelivery'>): string {
  const { delivery } = order;
  return order.lines
    .map((line, index) => {
      const cells = [
        order.reference,
        order.kind === 'deal' ? 'Deal' : 'Drop-shipping',
        order.createdAt,
        order.customerName,
        order.phone,
        delivery.region,
        delivery.city,
        delivery.address,
        delivery.landmark,
        delivery.gpsAddress,
        delivery.note,
        line.item,
        line.color,
        line.size,
        line.quantity,
        line.unitPrice,
        line.total,
        line.statusLabel,
        index === 0 ? (order.deliveryFee ?? '0.00') : null,
        index === 0 ? order.total : null,
        order.paymentMethodLabel,
        order.paymentStateLabel,
        order.statusLabel,
      ];
      return `${cells.map(csvCell).join(',')}\r\n`;
    })
    .join('');
}

/** The filtered list, every page of it, newest first, a row per line, read in batches as the response is sent. */
export function exportOrdersCsv(
  db: Db,
  query: Pick<AdminOrdersQuery, 'kind' | 'status' | 'q'>,
  mailDomain: string,
): Readable {
  async function* lines() {
    yield `${CSV_HEADERS.map(csvCell).join(',')}\r\n`;
    let after: { createdText: string; id: string } | undefined;
    for (;;) {
      const rows = await selectAdminOrderRows(db, query, { limit: BATCH, after });
      const lines = await selectAdminOrderLines(
        db,
        query.kind,
        rows.map((row) => String(row.id)),
      );
      for (const row of rows) yield csvLines(toAdminOrder(row, lines.get(String(row.id)) ?? [], mailDomain));
      if (rows.length < BATCH) return;
      const last = rows.at(-1)!;
      after = { createdText: last.created_text, id: String(last.id) };
    }
  }
  return Readable.from(lines());
}
