import { and, eq } from 'drizzle-orm';
import { fromPesewas } from '../../../shared/money';
import type { OrderKind } from '../../../shared/orders/order-status';
import type { Db } from '../../db/client';
import { vendorLedgerEntries, vendorProfiles } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { isUuid } from '../../lib/uuid';

const NOT_CREDITED = 'This line has no delivered sale in a vendor’s ledger.';

/**
 * A delivered line returned or refunded after delivery: the vendor's ledger is debited what its sale
 * credited (docs/decisions/068), once per line (the ledger's unique key on line and kind), with
 * the admin's reason and an activity entry in the same transaction.
 */
export async function debitReturnedLine(
  db: Db,
  options: { kind: OrderKind; lineId: string; reason: string; admin: AdminActor },
): Promise<{ amount: string }> {
  const { kind, lineId, reason, admin } = options;
  if (!isUuid(lineId)) throw notFound(NOT_CREDITED);
  return db.transaction(async (tx) => {
    const [sale] = await tx
      .select()
      .from(vendorLedgerEntries)
      .where(
        and(
          eq(vendorLedgerEntries.lineKind, kind),
          eq(vendorLedgerEntries.lineId, lineId),
          eq(vendorLedgerEntries.kind, 'sale'),
        ),
      );
    if (!sale) throw notFound(NOT_CREDITED);
    const inserted = await tx
      .insert(vendorLedgerEntries)
      .values({
        vendorId: sale.vendorId,
        kind: 'return',
        amountPesewas: -sale.amountPesewas,
        lineKind: kind,
        lineId,
        orderReference: sale.orderReference,
        grossPesewas: sale.grossPesewas,
        commissionPesewas: sale.commissionPesewas,
        rateBasisPoints: sale.rateBasisPoints,
        description: `Returned or refunded: ${reason}`,
      })
      .onConflictDoNothing()
      .returning({ id: vendorLedgerEntries.id });
    if (inserted.length === 0) {
      throw new AppError(409, 'ALREADY_RETURNED', 'This line’s return is already in the vendor’s ledger.');
    }
    const amount = fromPesewas(sale.amountPesewas);
    const [vendor] = await tx
      .select({ reference: vendorProfiles.reference })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.id, sale.vendorId));
    await recordAdminActivity(tx, {
      admin,
      action: 'vendor_ledger.return',
      entityType: 'vendor',
      entityId: vendor!.reference,
      before: {},
      after: { amount, order: sale.orderReference, reason },
    });
    return { amount };
  });
}
