import { sql } from 'drizzle-orm';
import type { OrderKind } from '../../../shared/orders/order-status';
import { commissionPesewas } from '../../../shared/payouts/commission';
import { type Db, queryRows } from '../../db/client';
import { vendorLedgerEntries } from '../../db/schema';
import { commissionRateFor } from './commission-rate';

interface DeliveredLine {
  id: string;
  vendorId: string;
  reference: string | null;
  item: string;
  quantity: number;
  grossPesewas: string;
  category: string | null;
}

/** The vendors' lines among `lineIds`, with their totals in pesewas and their listings' category. */
function vendorLines(db: Db, kind: OrderKind, lineIds: string[]): Promise<DeliveredLine[]> {
  const ids = sql.join(
    lineIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<DeliveredLine>(
    db,
    kind === 'deal'
      ? sql`SELECT o.id::text AS id, o.vendor_id::text AS "vendorId", o.checkout_reference AS reference,
                   o.deal_name AS item, o.quantity, (o.total_amount * 100)::bigint AS "grossPesewas",
                   d.category
            FROM orders o LEFT JOIN deals d ON d.id = o.deal_id
            WHERE o.id IN (${ids}) AND o.vendor_id IS NOT NULL`
      : sql`SELECT o.id::text AS id, o.vendor_id::text AS "vendorId",
                   COALESCE(o.reference, o.payment_reference) AS reference,
                   o.product_name AS item, o.quantity, (o.total_amount * 100)::bigint AS "grossPesewas",
                   p.category
            FROM dropshipping_orders o LEFT JOIN dropshipping_products p ON p.id = o.product_id
            WHERE o.id IN (${ids}) AND o.vendor_id IS NOT NULL`,
  );
}

/**
 * Credits each vendor's line just delivered with its total less the commission (docs/decisions/068),
 * in the transaction that delivers it. Once per line: the ledger's unique key on (line, kind) makes
 * a second credit of the same line, by a retry or a race, insert nothing. The shop's own lines
 * (no vendor) are left alone.
 */
export async function creditDeliveredLines(db: Db, kind: OrderKind, lineIds: string[]): Promise<void> {
  if (lineIds.length === 0) return;
  for (const line of await vendorLines(db, kind, lineIds)) {
    const gross = Number(line.grossPesewas);
    const rate = await commissionRateFor(db, line.vendorId, line.category ?? '');
    const commission = commissionPesewas(gross, rate);
    await db
      .insert(vendorLedgerEntries)
      .values({
        vendorId: line.vendorId,
        kind: 'sale',
        amountPesewas: gross - commission,
        lineKind: kind,
        lineId: line.id,
        orderReference: line.reference,
        grossPesewas: gross,
        commissionPesewas: commission,
        rateBasisPoints: rate,
        description: `${line.quantity} × ${line.item}`,
      })
      .onConflictDoNothing();
  }
}
