import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import { fromPesewas } from '../../../shared/money';
import type { AdminVendorBalance, AdminVendorBalances } from '../../../shared/payouts/payouts';
import type { Db } from '../../db/client';
import {
  vendorCommissionOverrides,
  vendorLedgerEntries,
  vendorPayoutAccounts,
  vendorPayouts,
  vendorProfiles,
} from '../../db/schema';
import { accountView, NO_BALANCE, payoutView, vendorBalances } from './money-views';

/** The vendors' rows of the admin's payouts view, for the vendors named or every one that sells. */
export async function vendorBalanceRows(db: Db, vendorIds?: string[]): Promise<AdminVendorBalance[]> {
  const vendors = await db
    .select({
      id: vendorProfiles.id,
      reference: vendorProfiles.reference,
      businessName: vendorProfiles.businessName,
      override: vendorCommissionOverrides.rateBasisPoints,
      account: vendorPayoutAccounts,
    })
    .from(vendorProfiles)
    .leftJoin(vendorCommissionOverrides, eq(vendorCommissionOverrides.vendorId, vendorProfiles.id))
    .leftJoin(vendorPayoutAccounts, eq(vendorPayoutAccounts.vendorId, vendorProfiles.id))
    .where(
      vendorIds
        ? inArray(vendorProfiles.id, vendorIds)
        : or(
            eq(vendorProfiles.status, 'verified'),
            sql`EXISTS (SELECT 1 FROM ${vendorLedgerEntries} e WHERE e.vendor_id = ${vendorProfiles.id})`,
          ),
    )
    .orderBy(vendorProfiles.businessName);
  const ids = vendors.map((vendor) => vendor.id);
  const [balances, lastPayouts] = await Promise.all([
    vendorBalances(db, ids),
    ids.length === 0
      ? []
      : db
          .selectDistinctOn([vendorPayouts.vendorId])
          .from(vendorPayouts)
          .where(inArray(vendorPayouts.vendorId, ids))
          .orderBy(vendorPayouts.vendorId, desc(vendorPayouts.createdAt)),
  ]);
  const lastOf = new Map(lastPayouts.map((payout) => [payout.vendorId, payout]));
  return vendors.map((vendor) => {
    const balance = balances.get(vendor.id) ?? NO_BALANCE;
    const last = lastOf.get(vendor.id);
    return {
      id: vendor.id,
      reference: vendor.reference,
      businessName: vendor.businessName,
      balance: fromPesewas(balance.balancePesewas),
      onItsWay: fromPesewas(balance.onItsWayPesewas),
      commissionOverride: vendor.override,
      account: vendor.account ? accountView(vendor.account) : null,
      lastPayout: last ? payoutView(last) : null,
    };
  });
}

/** Every selling vendor's balance, and the latest payouts of all of them. */
export async function listVendorBalances(db: Db): Promise<AdminVendorBalances> {
  const [vendors, payouts] = await Promise.all([
    vendorBalanceRows(db),
    db
      .select({ payout: vendorPayouts, businessName: vendorProfiles.businessName })
      .from(vendorPayouts)
      .innerJoin(vendorProfiles, eq(vendorProfiles.id, vendorPayouts.vendorId))
      .orderBy(desc(vendorPayouts.createdAt))
      .limit(50),
  ]);
  return {
    vendors,
    payouts: payouts.map((row) => ({ ...payoutView(row.payout), businessName: row.businessName })),
  };
}
