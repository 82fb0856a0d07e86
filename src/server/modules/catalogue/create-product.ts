import type { AdminProduct, ProductForm } from '../../../shared/catalogue/admin-product';
import type { Db } from '../../db/client';
import { dropshippingProducts } from '../../db/schema';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { loggedValues, productValues } from './product-values';
import { toAdminProduct } from './to-admin-product';

/** Adds a drop-shipping product (docs/product/admin.md, "Drop-shipping products": inserted with its computed discount). */
export async function createProduct(
  db: Db,
  options: { input: ProductForm; admin: AdminActor },
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(dropshippingProducts).values(productValues(options.input)).returning();
    await recordAdminActivity(tx, {
      admin: options.admin,
      action: 'dropshipping_product.create',
      entityType: 'dropshipping_product',
      entityId: row!.id,
      before: {},
      after: loggedValues(row!),
    });
    return toAdminProduct(row!);
  });
}
