import { sql } from 'drizzle-orm';
import { NEW_DEALS_WINDOW_DAYS } from '../../../shared/deals/deal';
import { type Db, queryRows } from '../../db/client';

/** The header bell: deals created within the last 7 days (docs/product/deals.md, "The new-deals bell"). */
export async function countNewDeals(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM deals
        WHERE NOT hidden_by_suspension AND created_at >= now() - make_interval(days => ${NEW_DEALS_WINDOW_DAYS})`,
  );
  return Number(row?.count ?? 0);
}
