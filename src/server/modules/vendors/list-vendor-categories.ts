import { asc, eq } from 'drizzle-orm';
import type { VendorCategory } from '../../../shared/vendors/vendor-messages';
import type { Db } from '../../db/client';
import { vendorCategories } from '../../db/schema';

/** The categories a vendor may choose (docs/product/services.md, "Vendor registration"): the active ones, by name. */
export async function listVendorCategories(db: Db): Promise<VendorCategory[]> {
  return db
    .select({ id: vendorCategories.id, name: vendorCategories.name })
    .from(vendorCategories)
    .where(eq(vendorCategories.isActive, true))
    .orderBy(asc(vendorCategories.name));
}
