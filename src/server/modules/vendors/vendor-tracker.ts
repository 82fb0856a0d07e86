import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, vendorProfiles } from '../../db/schema';
import type { Tracker } from '../../lib/tracking';

/** /track for vendor registrations: the business's, the contact person's and the account's details. */
export const vendorTracker: Tracker = {
  kinds: ['vendor'],
  async find(db: Db, reference: string) {
    const [row] = await db
      .select({
        status: vendorProfiles.status,
        createdAt: vendorProfiles.createdAt,
        updatedAt: vendorProfiles.updatedAt,
        businessEmail: vendorProfiles.businessEmail,
        contactPersonEmail: vendorProfiles.contactPersonEmail,
        accountEmail: users.email,
        businessPhone: vendorProfiles.businessPhone,
        contactPersonPhone: vendorProfiles.contactPersonPhone,
      })
      .from(vendorProfiles)
      .innerJoin(users, eq(users.id, vendorProfiles.userId))
      .where(eq(vendorProfiles.reference, reference));
    return row
      ? {
          ...row,
          emails: [row.businessEmail, row.contactPersonEmail, row.accountEmail],
          phones: [row.businessPhone, row.contactPersonPhone],
        }
      : null;
  },
};
