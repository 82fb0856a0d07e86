import { eq } from 'drizzle-orm';
import { storeSlug } from '../../../shared/sellers/store-slug';
import { type AdminVendor, VENDOR_ADMIN_MESSAGES } from '../../../shared/vendors/vendor-messages';
import type { VendorReview } from '../../../shared/vendors/vendor-review';
import type { Db } from '../../db/client';
import { users, vendorProfiles } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { categoriesOf, toAdminVendor } from './list-admin-vendors';

export interface ReviewVendorOptions {
  id: string;
  review: VendorReview;
  admin: AdminActor;
}

/**
 * Verifies a pending registration, or rejects it with a reason the vendor will read. A registration
 * is reviewed once (a second review answers 409), and the change is logged in its transaction.
 */
export async function reviewVendor(db: Db, options: ReviewVendorOptions): Promise<AdminVendor> {
  const { id, review, admin } = options;
  const { profile, accountEmail } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ profile: vendorProfiles, accountEmail: users.email })
      .from(vendorProfiles)
      .innerJoin(users, eq(users.id, vendorProfiles.userId))
      .where(eq(vendorProfiles.id, id))
      .for('update', { of: vendorProfiles });
    if (!current) throw notFound(VENDOR_ADMIN_MESSAGES.notFound);
    if (current.profile.status !== 'pending_verification') {
      throw new AppError(409, 'ALREADY_REVIEWED', VENDOR_ADMIN_MESSAGES.alreadyReviewed);
    }
    const changes = {
      status: review.decision === 'verify' ? 'verified' : 'rejected',
      rejectionReason: review.decision === 'reject' ? review.reason : null,
      reviewedAt: new Date(),
      // A verified vendor's page address, given once (docs/decisions/066).
      ...(review.decision === 'verify'
        ? { slug: current.profile.slug ?? storeSlug(current.profile.businessName, current.profile.reference) }
        : {}),
    };
    const [updated] = await tx
      .update(vendorProfiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(vendorProfiles.id, id))
      .returning();
    await recordAdminActivity(tx, {
      admin,
      action: review.decision === 'verify' ? 'vendor.verify' : 'vendor.reject',
      entityType: 'vendor',
      entityId: current.profile.reference,
      before: { status: current.profile.status, rejectionReason: current.profile.rejectionReason },
      after: { status: changes.status, rejectionReason: changes.rejectionReason },
    });
    return { profile: updated!, accountEmail: current.accountEmail };
  });
  const categories = await categoriesOf(db, [profile.id]);
  return toAdminVendor(profile, accountEmail, categories.get(profile.id) ?? []);
}
