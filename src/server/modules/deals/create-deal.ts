import type { CreateDeal } from '../../../shared/deals/admin-deal';
import type { Deal } from '../../../shared/deals/deal';
import { discountPercent } from '../../../shared/money';
import type { Db } from '../../db/client';
import { deals } from '../../db/schema';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { toDeal } from './to-deal';

export interface CreateDealOptions {
  input: CreateDeal;
  admin: AdminActor;
}

/**
 * Create New Deal (docs/product/admin.md, "Deals"): the discount is computed here, the first image is the main
 * one, and the vendor location is not stored (docs/product/admin.md, "Deals"). The deals trigger tells the open
 * shop pages.
 */
export async function createDeal(db: Db, options: CreateDealOptions): Promise<Deal> {
  const { input, admin } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deals)
      .values({
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
      })
      .returning();
    const deal = toDeal(row!);
    await recordAdminActivity(tx, {
      admin,
      action: 'deal.create',
      entityType: 'deal',
      entityId: deal.id,
      before: {},
      after: activityFields(deal),
    });
    return deal;
  });
}

/** The fields of a deal the activity log compares. */
export function activityFields(deal: Deal): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, ...fields } = deal;
  return fields;
}
