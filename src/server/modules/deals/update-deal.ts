import { eq } from 'drizzle-orm';
import type { UpdateDeal } from '../../../shared/deals/admin-deal';
import type { Deal } from '../../../shared/deals/deal';
import { discountPercent } from '../../../shared/money';
import type { Db } from '../../db/client';
import { deals } from '../../db/schema';
import { notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { activityFields } from './create-deal';
import { toDeal } from './to-deal';

export interface UpdateDealOptions {
  id: string;
  input: UpdateDeal;
  admin: AdminActor;
}

export const DEAL_NOT_FOUND_ADMIN = 'This deal no longer exists.';

/** The Edit Deal modal's Save (docs/product/admin.md, "Deals"), with the discount recomputed. */
export async function updateDeal(db: Db, options: UpdateDealOptions): Promise<Deal> {
  const { id, input, admin } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
    if (!current) throw notFound(DEAL_NOT_FOUND_ADMIN);
    const [row] = await tx
      .update(deals)
      .set({
        name: input.name,
        description: input.description,
        originalPrice: input.originalPrice,
        discountPrice: input.discountPrice,
        discount: discountPercent(input.originalPrice, input.discountPrice),
        vendor: input.vendor,
        category: input.category,
        verified: input.verified,
        flashSale: input.flashSale,
        imageUrl: input.imageUrls[0] ?? null,
        imageUrls: input.imageUrls,
        updatedAt: new Date(),
      })
      .where(eq(deals.id, id))
      .returning();
    const deal = toDeal(row!);
    await recordAdminActivity(tx, {
      admin,
      action: 'deal.update',
      entityType: 'deal',
      entityId: id,
      before: activityFields(toDeal(current)),
      after: activityFields(deal),
    });
    return deal;
  });
}
