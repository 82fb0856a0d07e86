import { and, desc, eq, notInArray, type SQL } from 'drizzle-orm';
import {
  PRODUCT_NOT_FOUND_MESSAGE,
  type Product,
  SIMILAR_PRODUCTS_LIMIT,
  SIMILAR_PRODUCTS_TOP_UP_BELOW,
} from '../../../shared/catalogue/product';
import type { Db } from '../../db/client';
import { dropshippingProducts as products } from '../../db/schema';
import { notFound } from '../../errors';
import { findActiveProductRow } from './get-product';
import { type ProductRow, toProduct } from './to-product';

/**
 * The product page's similar products (docs/product/catalogue.md, "Similar products"): up to 50 active products of the same
 * category, the product itself excluded. Fewer than 20? Products of the same country are added, then,
 * if still fewer than 20, any active products, up to 50 in all. Newest first within each group.
 * 404 "Product not found" when the product is unknown or inactive.
 */
export async function listSimilarProducts(db: Db, id: unknown): Promise<Product[]> {
  const product = await findActiveProductRow(db, id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);

  const found: ProductRow[] = [];
  const add = async (condition?: SQL) => {
    const excluded = [product.id, ...found.map((row) => row.id)];
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.isActive, true), notInArray(products.id, excluded), condition))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(SIMILAR_PRODUCTS_LIMIT - found.length);
    found.push(...rows);
  };

  await add(eq(products.category, product.category));
  if (found.length < SIMILAR_PRODUCTS_TOP_UP_BELOW && product.country) {
    await add(eq(products.country, product.country));
  }
  if (found.length < SIMILAR_PRODUCTS_TOP_UP_BELOW) await add();
  return found.map(toProduct);
}
