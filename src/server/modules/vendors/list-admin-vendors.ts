import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  type AdminVendor,
  type AdminVendorPage,
  VENDOR_STATUS_LABELS,
  type VendorReviewStatus,
} from '../../../shared/vendors/vendor-messages';
import { type AdminVendorsQuery, VENDORS_PAGE_SIZE } from '../../../shared/vendors/vendor-review';
import type { Db } from '../../db/client';
import { users, vendorCategories, vendorCategoryAssignments, vendorProfiles } from '../../db/schema';

type Profile = typeof vendorProfiles.$inferSelect;

export function toAdminVendor(profile: Profile, accountEmail: string, categories: string[]): AdminVendor {
  return {
    id: profile.id,
    reference: profile.reference,
    status: profile.status as VendorReviewStatus,
    statusLabel: VENDOR_STATUS_LABELS[profile.status] ?? profile.status,
    businessName: profile.businessName,
    businessType: profile.businessType,
    businessRegistrationNumber: profile.businessRegistrationNumber,
    businessAddress: profile.businessAddress,
    businessPhone: profile.businessPhone,
    businessEmail: profile.businessEmail,
    contactPersonName: profile.contactPersonName,
    contactPersonPhone: profile.contactPersonPhone,
    contactPersonEmail: profile.contactPersonEmail,
    businessDescription: profile.businessDescription,
    websiteUrl: profile.websiteUrl,
    accountEmail,
    categories,
    rejectionReason: profile.rejectionReason,
    suspensionReason: profile.suspensionReason,
    reviewedAt: profile.reviewedAt?.toISOString() ?? null,
    createdAt: profile.createdAt.toISOString(),
  };
}

/** The category names of each profile, by name. */
export async function categoriesOf(db: Db, profileIds: string[]): Promise<Map<string, string[]>> {
  const byProfile = new Map<string, string[]>(profileIds.map((id) => [id, []]));
  if (profileIds.length === 0) return byProfile;
  const rows = await db
    .select({ profileId: vendorCategoryAssignments.vendorProfileId, name: vendorCategories.name })
    .from(vendorCategoryAssignments)
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendorCategoryAssignments.vendorCategoryId))
    .where(inArray(vendorCategoryAssignments.vendorProfileId, profileIds))
    .orderBy(asc(vendorCategories.name));
  for (const row of rows) byProfile.get(row.profileId)?.push(row.name);
  return byProfile;
}

/**
 * Registrations of one status with their categories: pending ones oldest first (the queue to
 * work through), reviewed ones newest first. `pending` counts the queue whatever the filter.
 */
export async function listAdminVendors(db: Db, query: AdminVendorsQuery): Promise<AdminVendorPage> {
  const { status, page } = query;
  const order =
    status === 'pending_verification' ? asc(vendorProfiles.createdAt) : desc(vendorProfiles.reviewedAt);
  const [rows, [counted], [pending]] = await Promise.all([
    db
      .select({ profile: vendorProfiles, accountEmail: users.email })
      .from(vendorProfiles)
      .innerJoin(users, eq(users.id, vendorProfiles.userId))
      .where(eq(vendorProfiles.status, status))
      .orderBy(order, asc(vendorProfiles.id))
      .limit(VENDORS_PAGE_SIZE)
      .offset((page - 1) * VENDORS_PAGE_SIZE),
    db.select({ total: count() }).from(vendorProfiles).where(eq(vendorProfiles.status, status)),
    db
      .select({ total: count() })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.status, 'pending_verification')),
  ]);
  const categories = await categoriesOf(
    db,
    rows.map((row) => row.profile.id),
  );
  return {
    vendors: rows.map((row) =>
      toAdminVendor(row.profile, row.accountEmail, categories.get(row.profile.id) ?? []),
    ),
    page,
    pageSize: VENDORS_PAGE_SIZE,
    total: counted!.total,
    pending: pending!.total,
  };
}
