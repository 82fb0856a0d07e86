import { DEAL_NOT_FOUND_MESSAGE } from '../../../shared/deals/deal';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema';
import { notFound } from '../../errors';
import { findDealRow } from '../deals/get-deal';

/** Puts a deal on the user's wishlist; adding it twice changes nothing. */
export async function addToWishlist(db: Db, options: { userId: string; dealId: string }): Promise<void> {
  if (!(await findDealRow(db, options.dealId))) throw notFound(DEAL_NOT_FOUND_MESSAGE);
  await db.insert(wishlistItems).values(options).onConflictDoNothing();
}
