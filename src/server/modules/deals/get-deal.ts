import { and, eq } from 'drizzle-orm';
import { DEAL_NOT_FOUND_MESSAGE, type Deal } from '../../../shared/deals/deal';
import type { Db } from '../../db/client';
import { deals } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../../lib/uuid';
import { type DealRow, toDeal } from './to-deal';

/** The deal row in the shop, or undefined for an unknown or malformed id or a suspended vendor's deal. */
export async function findDealRow(db: Db, id: unknown): Promise<DealRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.id, id), eq(deals.hiddenBySuspension, false)))
    .limit(1);
  return row;
}

/** One deal, or 404 "This deal is no longer available." */
export async function getDeal(db: Db, id: unknown): Promise<Deal> {
  const row = await findDealRow(db, id);
  if (!row) throw notFound(DEAL_NOT_FOUND_MESSAGE);
  return toDeal(row);
}
