import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  ADMIN_PRODUCT_PAGE_SIZE,
  type AdminProductPage,
  type AdminProductQuery,
  type AdminProductSort,
} from '../../../shared/catalogue/admin-product';
import type { Db } from '../../db/client';
import { dropshippingProducts as products } from '../../db/schema';
import { productsMatching } from './search-text';
import { toAdminProduct } from './to-admin-product';

/** Each sort ends with id, so that pages neither repeat nor skip rows with equal values. */
const ORDER: Record<AdminProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  name: [asc(products.name), asc(products.id)],
  'price-asc': [asc(products.price), asc(products.id)],
  'price-desc': [desc(products.price), desc(products.id)],
};

/** Every product matching the filters given, active or not. */
function filters(query: AdminProductQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.country) conditions.push(eq(products.country, query.country));
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.active !== undefined) conditions.push(eq(products.isActive, query.active));
  if (query.inStock !== undefined) conditions.push(eq(products.inStock, query.inStock));
  // The catalogue's search, its matches found on catalogue_search (docs/decisions/045).
  if (query.q) conditions.push(productsMatching(query.q));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the admin's product table and the number of products matching its filters. */
export async function listAdminProducts(db: Db, query: AdminProductQuery): Promise<AdminProductPage> {
  const where = filters(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(ADMIN_PRODUCT_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PRODUCT_PAGE_SIZE),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    products: rows.map(toAdminProduct),
    page: query.page,
    pageSize: ADMIN_PRODUCT_PAGE_SIZE,
    total: Number(counted?.total ?? 0),
  };
}
