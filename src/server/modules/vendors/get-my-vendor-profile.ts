import { asc, eq } from 'drizzle-orm';
import { type MyVendorProfile, VENDOR_STATUS_LABELS } from '../../../shared/vendors/vendor-messages';
import type { Db } from '../../db/client';
import { vendorCategories, vendorCategoryAssignments, vendorProfiles } from '../../db/schema';

/** The user's vendor profile with its status and category names; null before registering. */
export async function getMyVendorProfile(db: Db, userId: string): Promise<MyVendorProfile | null> {
  const [profile] = await db
    .select({
      id: vendorProfiles.id,
      reference: vendorProfiles.reference,
      businessName: vendorProfiles.businessName,
      status: vendorProfiles.status,
      rejectionReason: vendorProfiles.rejectionReason,
      suspensionReason: vendorProfiles.suspensionReason,
      createdAt: vendorProfiles.createdAt,
    })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, userId))
    .limit(1);
  if (!profile) return null;
  const categories = await db
    .select({ name: vendorCategories.name })
    .from(vendorCategoryAssignments)
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendorCategoryAssignments.vendorCategoryId))
    .where(eq(vendorCategoryAssignments.vendorProfileId, profile.id))
    .orderBy(asc(vendorCategories.name));
  return {
    reference: profile.reference,
    businessName: profile.businessName,
    status: profile.status,
    statusLabel: VENDOR_STATUS_LABELS[profile.status] ?? profile.status,
    categories: categories.map((category) => category.name),
    rejectionReason: profile.status === 'rejected' ? profile.rejectionReason : null,
    suspensionReason: profile.status === 'suspended' ? profile.suspensionReason : null,
    createdAt: profile.createdAt.toISOString(),
  };
}
