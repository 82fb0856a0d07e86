import { sql } from 'drizzle-orm';
import type { CategorySummary } from '../../../shared/catalogue/category-summary';
import { categoryEmoji } from '../../../shared/categories';
import { type Db, queryRows } from '../../db/client';

/**
 * The active catalogue's categories, sorted by name, each with its number of active products and
 * its newest product's image. The counts are kept by the catalogue's own writes
 * (catalogue_category_counts) and the newest product is one index entry per category, so the list
 * costs the same whatever the catalogue's size; counting here sorted every active product.
 */
export async function listCategories(db: Db): Promise<CategorySummary[]> {
  const rows = await queryRows<{ name: string; image_url: string; country: string; count: number }>(
    db,
    sql`
    SELECT counted.category AS name, newest.image_url, newest.country, counted.products AS count
    FROM catalogue_category_counts AS counted
    CROSS JOIN LATERAL (
      SELECT image_url, country FROM dropshipping_products
      WHERE is_active AND category = counted.category
      ORDER BY created_at DESC, id DESC
      LIMIT 1
    ) AS newest
    WHERE counted.products > 0
    ORDER BY counted.category`,
  );
  return rows.map((row) => ({
    name: row.name,
    emoji: categoryEmoji(row.name),
    imageUrl: row.image_url,
    country: row.country,
    count: Number(row.count),
  }));
}
