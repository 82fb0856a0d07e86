import { desc } from 'drizzle-orm';
import type { AdminDeal } from '../../../shared/deals/admin-deal';
import type { Db } from '../../db/client';
import { deals } from '../../db/schema';
import { toDeal } from './to-deal';

/**
 * Manage Deals (docs/product/admin.md, "Deals"): every deal, newest first, those of a suspended
 * vendor too, marked; the page searches them itself.
 */
export async function listAdminDeals(db: Db): Promise<AdminDeal[]> {
  const rows = await db.select().from(deals).orderBy(desc(deals.createdAt), desc(deals.id));
  return rows.map((row) => ({ ...toDeal(row), hiddenBySuspension: row.hiddenBySuspension }));
}
