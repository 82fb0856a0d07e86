import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deals } from '../../db/schema';
import { notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { activityFields } from './create-deal';
import { toDeal } from './to-deal';
import { DEAL_NOT_FOUND_ADMIN } from './update-deal';

/** Deletes a deal after the admin confirmed (docs/product/admin.md, "Deals"); its image files are kept. */
export async function deleteDeal(db: Db, options: { id: string; admin: AdminActor }) {
  const { id, admin } = options;
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(deals).where(eq(deals.id, id)).returning();
    if (!removed) throw notFound(DEAL_NOT_FOUND_ADMIN);
    await recordAdminActivity(tx, {
      admin,
      action: 'deal.delete',
      entityType: 'deal',
      entityId: id,
      before: activityFields(toDeal(removed)),
      after: {},
    });
  });
}
