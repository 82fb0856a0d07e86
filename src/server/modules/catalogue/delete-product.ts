import { eq } from 'drizzle-orm';
import { ADMIN_PRODUCT_MESSAGES } from '../../../shared/catalogue/admin-product';
import type { Db } from '../../db/client';
import { dropshippingProducts } from '../../db/schema';
import { notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { loggedValues } from './product-values';

/**
 * Removes a product for good (docs/product/admin.md, "Drop-shipping products"). Drop-shipping orders keep their own copy of the
 * product's name and price, so they stay readable; the activity log keeps the removed fields.
 */
export async function deleteProduct(db: Db, options: { id: string; admin: AdminActor }): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(dropshippingProducts)
      .where(eq(dropshippingProducts.id, options.id))
      .returning();
    if (!removed) throw notFound(ADMIN_PRODUCT_MESSAGES.notFound);
    await recordAdminActivity(tx, {
      admin: options.admin,
      action: 'dropshipping_product.delete',
      entityType: 'dropshipping_product',
      entityId: removed.id,
      before: loggedValues(removed),
      after: {},
    });
  });
}
