import { eq } from 'drizzle-orm';
import type { SellerAccountResponse } from '../../../shared/sellers/listing';
import type { Db } from '../../db/client';
import { vendorProfiles } from '../../db/schema';
import type { SellerVendor } from '../../lib/auth/guards';
import { getSellerScores } from './get-seller-scores';
import { getReadyWithinHours } from './get-seller-settings';

/** The seller center's home: the vendor, its page's address, its score and the time it has per line. */
export async function getSellerAccount(
  db: Db,
  options: { vendor: SellerVendor; now: Date },
): Promise<SellerAccountResponse> {
  const { vendor, now } = options;
  const readyWithinHours = await getReadyWithinHours(db);
  const [profile] = await db
    .select({ slug: vendorProfiles.slug })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.id, vendor.id));
  const scores = await getSellerScores(db, { vendorIds: [vendor.id], hours: readyWithinHours, now });
  return {
    vendor: {
      id: vendor.id,
      reference: vendor.reference,
      businessName: vendor.businessName,
      slug: profile?.slug ?? null,
    },
    score: scores.get(vendor.id)!,
    readyWithinHours,
  };
}
