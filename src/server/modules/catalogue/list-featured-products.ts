import { desc, eq } from 'drizzle-orm';
import { FEATURED_PRODUCTS_LIMIT, type Product } from '../../../shared/catalogue/product';
import type { Db } from '../../db/client';
import { dropshippingProducts } from '../../db/schema';
import { toProduct } from './to-product';

/** The home page's strip: the newest active products (docs/product/catalogue.md, "The home page's strip"). */
export async function listFeaturedProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select()
    .from(dropshippingProducts)
    .where(eq(dropshippingProducts.isActive, true))
    .orderBy(desc(dropshippingProducts.createdAt))
    .limit(FEATURED_PRODUCTS_LIMIT);
  return rows.map(toProduct);
}
