import { desc, inArray } from 'drizzle-orm';
import type { AdminSellersResponse } from '../../../shared/sellers/listing';
import type { Db } from '../../db/client';
import { vendorProfiles } from '../../db/schema';
import { getSellerScores } from './get-seller-scores';
import { getReadyWithinHours } from './get-seller-settings';
import { readSellerLines } from './seller-lines';

/** How many sellers and late lines the admin's page lists at once. */
export const ADMIN_SELLERS_LIMIT = 100;

/**
 * The admin's view of the sellers: each verified or suspended vendor with its score, and every
 * line past its time to be ready (flagged until the vendor readies or declines it, or the order
 * closes), the longest late first.
 */
export async function listAdminSellers(db: Db, now: Date): Promise<AdminSellersResponse> {
  const readyWithinHours = await getReadyWithinHours(db);
  const vendors = await db
    .select()
    .from(vendorProfiles)
    .where(inArray(vendorProfiles.status, ['verified', 'suspended']))
    .orderBy(desc(vendorProfiles.reviewedAt), desc(vendorProfiles.id))
    .limit(ADMIN_SELLERS_LIMIT);
  const scores = await getSellerScores(db, {
    vendorIds: vendors.map((vendor) => vendor.id),
    hours: readyWithinHours,
    now,
  });
  const late = await readSellerLines(db, { lateAt: now, limit: ADMIN_SELLERS_LIMIT, now }, readyWithinHours);
  return {
    readyWithinHours,
    sellers: vendors.map((vendor) => ({
      id: vendor.id,
      reference: vendor.reference,
      businessName: vendor.businessName,
      slug: vendor.slug,
      status: vendor.status,
      score: scores.get(vendor.id)!,
    })),
    lateLines: late
      .sort((a, b) => a.readyBy.localeCompare(b.readyBy))
      .map((line) => ({
        kind: line.kind,
        id: line.id,
        reference: line.reference,
        vendor: line.vendorName,
        item: line.item,
        sellerStatus: line.sellerStatus,
        readyBy: line.readyBy,
      })),
  };
}
