import { desc } from 'drizzle-orm';
import type { Deal } from '../../../shared/deals/deal';
import type { Db } from '../../db/client';
import { deals } from '../../db/schema';
import { toDeal } from './to-deal';

/** Manage Deals (docs/product/admin.md, "Deals"): every deal, newest first; the page searches them itself. */
export async function listAdminDeals(db: Db): Promise<Deal[]> {
  const rows = await db.select().from(deals).orderBy(desc(deals.createdAt), desc(deals.id));
  return rows.map(toDeal);
}
