import { and, eq } from 'drizzle-orm';
import { PRODUCT_NOT_FOUND_MESSAGE, type Product } from '../../../shared/catalogue/product';
import type { Db } from '../../db/client';
import { dropshippingProducts as products } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../../lib/uuid';
import { type ProductRow, toProduct } from './to-product';

/** The active product's row, or undefined for an unknown, malformed or inactive id. */
export async function findActiveProductRow(db: Db, id: unknown): Promise<ProductRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return row;
}

/** The product page's product (docs/product/catalogue.md, "The product page": by id and active), or 404 "Product not found". */
export async function getProduct(db: Db, id: unknown): Promise<Product> {
  const row = await findActiveProductRow(db, id);
  if (!row) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
  return toProduct(row);
}
