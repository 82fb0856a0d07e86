import { and, eq, inArray } from 'drizzle-orm';
import { commissionPesewas, DEFAULT_COMMISSION_BASIS_POINTS } from '../../../shared/payouts/commission';
import type { Db } from '../client';
import { orders, vendorLedgerEntries, vendorPayoutAccounts, vendorPayouts } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;

/**
 * A demo vendor's money (docs/decisions/068): each of its delivered lines is credited less the
 * default commission, and all but its latest sale has been paid out to its MTN MoMo account,
 * so the admin's Payouts view shows a balance, an account and a payout from the start.
 */
export async function seedVendorMoney(
  tx: Tx,
  options: { now: number; vendors: readonly { id: string; businessName: string }[] },
): Promise<void> {
  const { now } = options;
  // The demo vendor with the most delivered lines, so that its ledger has a history.
  const delivered = await tx
    .select()
    .from(orders)
    .where(
      and(
        inArray(
          orders.vendorId,
          options.vendors.map((vendor) => vendor.id),
        ),
        eq(orders.status, 'delivered'),
      ),
    );
  const countOf = (id: string) => delivered.filter((line) => line.vendorId === id).length;
  const vendor = [...options.vendors].sort((a, b) => countOf(b.id) - countOf(a.id))[0];
  if (!vendor) return;
  const { id: vendorId, businessName } = vendor;
  const lines = delivered.filter((line) => line.vendorId === vendorId);

  const recipientCode = 'RCP_demovendor';
  await tx.insert(vendorPayoutAccounts).values({
    vendorId,
    type: 'mobile_money',
    bankCode: 'MTN',
    bankName: 'MTN MoMo',
    accountNumber: '0244123456',
    accountName: businessName,
    recipientCode,
  });

  // Oldest first: all but the latest sale was paid out the day after the last of them.
  lines.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  let paidOut = 0;
  let lastPaidSale = 0;
  for (const [index, line] of lines.entries()) {
    const gross = Math.round(Number(line.totalAmount) * 100);
    const commission = commissionPesewas(gross, DEFAULT_COMMISSION_BASIS_POINTS);
    const deliveredAt = new Date(Math.min(line.createdAt!.getTime() + 2 * DAY, now - 2 * 60 * 60 * 1000));
    if (index < lines.length - 1) {
      paidOut += gross - commission;
      lastPaidSale = deliveredAt.getTime();
    }
    await tx.insert(vendorLedgerEntries).values({
      vendorId,
      kind: 'sale',
      amountPesewas: gross - commission,
      lineKind: 'deal',
      lineId: line.id,
      orderReference: line.checkoutReference,
      grossPesewas: gross,
      commissionPesewas: commission,
      rateBasisPoints: DEFAULT_COMMISSION_BASIS_POINTS,
      description: `${line.quantity} × ${line.dealName}`,
      createdAt: deliveredAt,
    });
  }
  if (paidOut === 0) return;
  const paidAt = new Date(Math.min(lastPaidSale + DAY, now - 60 * 60 * 1000));
  const [payout] = await tx
    .insert(vendorPayouts)
    .values({
      reference: 'gm_payout_demo0000000000000001',
      vendorId,
      amountPesewas: paidOut,
      status: 'success',
      recipientCode,
      destination: 'MTN MoMo 024 *** 3456',
      transferCode: 'TRF_demo00000001',
      settledAt: paidAt,
      createdAt: paidAt,
    })
    .returning({ id: vendorPayouts.id });
  await tx.insert(vendorLedgerEntries).values({
    vendorId,
    kind: 'payout',
    amountPesewas: -paidOut,
    payoutId: payout!.id,
    description: 'Payout to MTN MoMo 024 *** 3456',
    createdAt: paidAt,
  });
}
