import { and, eq, inArray } from 'drizzle-orm';
import { commissionPesewas, DEFAULT_COMMISSION_BASIS_POINTS } from '../../../shared/payouts/commission';
import type { Db } from '../client';
import {
  deals,
  orders,
  vendorLedgerEntries,
  vendorMembers,
  vendorPayoutAccounts,
  vendorPayouts,
  vendorProfiles,
} from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;

/**
 * One verified demo vendor with money (docs/decisions/068): two of the seeded deals are its
 * listings, their order lines its lines; each delivered line is credited less the default
 * commission, and all but its two latest sales have been paid out to its MTN MoMo account, so
 * the admin's Payouts view shows a balance, an account and a payout from the start.
 */
export async function seedVendorMoney(
  tx: Tx,
  options: { now: number; ownerId: string; dealIds: string[] },
): Promise<void> {
  const { now, ownerId, dealIds } = options;
  const [vendor] = await tx
    .insert(vendorProfiles)
    .values({
      reference: 'VND-DEMO01',
      userId: ownerId,
      status: 'verified',
      businessName: 'Accra Gadgets Hub',
      businessType: 'Sole proprietorship',
      businessAddress: 'Shop 12, Circle Overhead, Accra',
      businessPhone: '0244123456',
      businessEmail: 'sales@accragadgets.example.com',
      contactPersonName: 'Ama Owusu',
      businessDescription: 'Phones, chargers and small electronics.',
      reviewedAt: new Date(now - 60 * DAY),
      createdAt: new Date(now - 70 * DAY),
    })
    .returning({ id: vendorProfiles.id });
  const vendorId = vendor!.id;
  await tx.insert(vendorMembers).values({ vendorId, userId: ownerId });
  await tx.update(deals).set({ vendorId, vendor: 'Accra Gadgets Hub' }).where(inArray(deals.id, dealIds));
  const lines = await tx
    .update(orders)
    .set({ vendorId })
    .where(and(inArray(orders.dealId, dealIds), eq(orders.status, 'delivered')))
    .returning();
  await tx.update(orders).set({ vendorId }).where(inArray(orders.dealId, dealIds));

  const recipientCode = 'RCP_demoaccragadgets';
  await tx.insert(vendorPayoutAccounts).values({
    vendorId,
    type: 'mobile_money',
    bankCode: 'MTN',
    bankName: 'MTN MoMo',
    accountNumber: '0244123456',
    accountName: 'Accra Gadgets Hub',
    recipientCode,
  });

  // Oldest first: all but the two latest sales were paid out the day after the last of them.
  lines.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  let paidOut = 0;
  let lastPaidSale = 0;
  for (const [index, line] of lines.entries()) {
    const gross = Math.round(Number(line.totalAmount) * 100);
    const commission = commissionPesewas(gross, DEFAULT_COMMISSION_BASIS_POINTS);
    const deliveredAt = new Date(Math.min(line.createdAt!.getTime() + 2 * DAY, now - 2 * 60 * 60 * 1000));
    if (index < lines.length - 2) {
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
