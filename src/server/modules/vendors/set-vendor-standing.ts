import { and, eq } from 'drizzle-orm';
import type { VendorStanding } from '../../../shared/sellers/seller-forms';
import { type AdminVendor, VENDOR_ADMIN_MESSAGES } from '../../../shared/vendors/vendor-messages';
import type { Db } from '../../db/client';
import { deals, dropshippingProducts, users, vendorProfiles } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { categoriesOf, toAdminVendor } from './list-admin-vendors';

/**
 * Suspends a verified vendor with a reason it reads in the seller center, or reinstates a suspended
 * one (docs/decisions/066); logged in the same transaction. A suspended vendor's seller center
 * refuses it (requireSeller), so it can neither list nor change a listing, and its live deals and
 * products leave the shop in the same transaction: marked on their rows, so that the shop's reads
 * stay single-table and the deals and catalogue triggers tell the open pages and empty the caches.
 * Reinstating shows again only what the suspension hid, never a product the admin had hidden.
 */
export async function setVendorStanding(
  db: Db,
  options: { id: string; standing: VendorStanding; admin: AdminActor },
): Promise<AdminVendor> {
  const { id, standing, admin } = options;
  const { profile, accountEmail } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ profile: vendorProfiles, accountEmail: users.email })
      .from(vendorProfiles)
      .innerJoin(users, eq(users.id, vendorProfiles.userId))
      .where(eq(vendorProfiles.id, id))
      .for('update', { of: vendorProfiles });
    if (!current) throw notFound(VENDOR_ADMIN_MESSAGES.notFound);
    const suspend = standing.action === 'suspend';
    if (suspend && current.profile.status !== 'verified') {
      throw new AppError(409, 'NOT_VERIFIED', VENDOR_ADMIN_MESSAGES.notSuspendable);
    }
    if (!suspend && current.profile.status !== 'suspended') {
      throw new AppError(409, 'NOT_SUSPENDED', VENDOR_ADMIN_MESSAGES.notReinstatable);
    }
    const changes = {
      status: suspend ? 'suspended' : 'verified',
      suspensionReason: standing.action === 'suspend' ? standing.reason : null,
    };
    const [updated] = await tx
      .update(vendorProfiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(vendorProfiles.id, id))
      .returning();
    await (suspend ? hideListings(tx, id) : showListings(tx, id));
    await recordAdminActivity(tx, {
      admin,
      action: suspend ? 'vendor.suspend' : 'vendor.reinstate',
      entityType: 'vendor',
      entityId: current.profile.reference,
      before: { status: current.profile.status, suspensionReason: current.profile.suspensionReason },
      after: changes,
    });
    return { profile: updated!, accountEmail: current.accountEmail };
  });
  const categories = await categoriesOf(db, [profile.id]);
  return toAdminVendor(profile, accountEmail, categories.get(profile.id) ?? []);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function hideListings(tx: Tx, vendorId: string): Promise<void> {
  await tx
    .update(deals)
    .set({ hiddenBySuspension: true })
    .where(and(eq(deals.vendorId, vendorId), eq(deals.hiddenBySuspension, false)));
  await tx
    .update(dropshippingProducts)
    .set({ isActive: false, hiddenBySuspension: true })
    .where(and(eq(dropshippingProducts.vendorId, vendorId), eq(dropshippingProducts.isActive, true)));
}

async function showListings(tx: Tx, vendorId: string): Promise<void> {
  await tx
    .update(deals)
    .set({ hiddenBySuspension: false })
    .where(and(eq(deals.vendorId, vendorId), eq(deals.hiddenBySuspension, true)));
  await tx
    .update(dropshippingProducts)
    .set({ isActive: true, hiddenBySuspension: false })
    .where(
      and(eq(dropshippingProducts.vendorId, vendorId), eq(dropshippingProducts.hiddenBySuspension, true)),
    );
}
