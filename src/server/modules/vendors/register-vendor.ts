import { and, eq, inArray } from 'drizzle-orm';
import { REQUEST_KINDS } from '../../../shared/requests/request-kinds';
import { VENDOR_MESSAGES } from '../../../shared/vendors/vendor-messages';
import type { VendorRegistration } from '../../../shared/vendors/vendor-registration';
import type { Db } from '../../db/client';
import {
  users,
  vendorCategories,
  vendorCategoryAssignments,
  vendorMembers,
  vendorProfiles,
} from '../../db/schema';
import { AppError } from '../../errors';
import { withUniqueReference } from '../../lib/with-unique-reference';

export interface RegisterVendorOptions {
  userId: string;
  input: VendorRegistration;
}

/**
 * Vendor registration (docs/product/services.md, "Vendor registration"): the profile, pending verification, and its
 * category assignments in one transaction, so a failure leaves neither. One profile per account
 * (ADR 023): the user's row is locked first, so two quick submissions cannot both pass the check.
 */
export async function registerVendor(db: Db, options: RegisterVendorOptions) {
  const { userId, input } = options;
  const { categoryIds, ...profile } = input;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ reference: vendorProfiles.reference })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.userId, userId))
      .limit(1);
    if (existing) {
      throw new AppError(
        409,
        'ALREADY_REGISTERED',
        `${VENDOR_MESSAGES.alreadyRegistered} Your reference is ${existing.reference}.`,
      );
    }

    if (categoryIds.length > 0) {
      const active = await tx
        .select({ id: vendorCategories.id })
        .from(vendorCategories)
        .where(and(inArray(vendorCategories.id, categoryIds), eq(vendorCategories.isActive, true)))
        .for('key share');
      if (active.length !== categoryIds.length) {
        throw new AppError(400, 'VALIDATION_ERROR', VENDOR_MESSAGES.unavailableCategory, {
          categoryIds: VENDOR_MESSAGES.unavailableCategory,
        });
      }
    }

    // A savepoint per attempt: a clashing reference must not abort the whole transaction.
    const row = await withUniqueReference(REQUEST_KINDS.vendor.prefix, (reference) =>
      tx.transaction(async (attempt) => {
        const [inserted] = await attempt
          .insert(vendorProfiles)
          .values({ ...profile, userId, reference, status: 'pending_verification' })
          .returning({ id: vendorProfiles.id, reference: vendorProfiles.reference });
        return inserted!;
      }),
    );
    // The registrant is the vendor's first member: who sells for it once it is verified.
    await tx.insert(vendorMembers).values({ vendorId: row.id, userId });
    if (categoryIds.length > 0) {
      await tx
        .insert(vendorCategoryAssignments)
        .values(categoryIds.map((vendorCategoryId) => ({ vendorProfileId: row.id, vendorCategoryId })));
    }
    return { reference: row.reference };
  });
}
