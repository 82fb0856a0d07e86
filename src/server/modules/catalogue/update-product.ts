import { eq } from 'drizzle-orm';
import {
  ADMIN_PRODUCT_MESSAGES,
  type AdminProduct,
  type ProductForm,
} from '../../../shared/catalogue/admin-product';
import type { Db } from '../../db/client';
import { dropshippingProducts } from '../../db/schema';
import { notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { loggedValues, productValues } from './product-values';
import { toAdminProduct } from './to-admin-product';

/** Saves the Edit panel: every field of the form, the discount recomputed; logged with what changed. */
export async function updateProduct(
  db: Db,
  options: { id: string; input: ProductForm; admin: AdminActor },
): Promise<AdminProduct> {
  const { id, input, admin } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(dropshippingProducts)
      .where(eq(dropshippingProducts.id, id))
      .for('update');
    if (!current) throw notFound(ADMIN_PRODUCT_MESSAGES.notFound);
    // Showing or hiding a product its vendor's suspension hid is the admin's choice from then on.
    const hiddenBySuspension = current.hiddenBySuspension && input.isActive === current.isActive;
    const [updated] = await tx
      .update(dropshippingProducts)
      .set({ ...productValues(input), hiddenBySuspension, updatedAt: new Date() })
      .where(eq(dropshippingProducts.id, id))
      .returning();
    await recordAdminActivity(tx, {
      admin,
      action: 'dropshipping_product.update',
      entityType: 'dropshipping_product',
      entityId: id,
      before: loggedValues(current),
      after: loggedValues(updated!),
    });
    return toAdminProduct(updated!);
  });
}
