import { desc, eq } from 'drizzle-orm';
import { DEALS_LIST_LIMIT, type Deal } from '../../../shared/deals/deal';
import type { Db } from '../../db/client';
import { deals } from '../../db/schema';
import { toDeal } from './to-deal';

/** All fields, newest first, 50 at most, without a suspended vendor's deals (docs/product/deals.md, "The deals lists"). */
export async function listDeals(db: Db): Promise<Deal[]> {
  const rows = await db
    .select()
    .from(deals)
    .where(eq(deals.hiddenBySuspension, false))
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(DEALS_LIST_LIMIT);
  return rows.map(toDeal);
}
