import { sql } from 'drizzle-orm';
import type { CategorySummary } from '../../../shared/catalogue/category-summary';
import { categoryEmoji } from '../../../shared/categories';
import { type Db, queryRows } from '../../db/client';

/** The active catalogue's categories, sorted by name, each with its newest product's image. */
export async function listCategories(db: Db): Promise<CategorySummary[]> {
  const rows = await queryRows<{ name: string; image_url: string; country: string; count: number }>(
    db,
    sql`
    SELECT DISTINCT ON (category) category AS name, image_url, country,
           (count(*) OVER (PARTITION BY category))::int AS count
    FROM dropshipping_products
    WHERE is_active
    ORDER BY category, created_at DESC`,
  );
  return rows.map((row) => ({
    name: row.name,
    emoji: categoryEmoji(row.name),
    imageUrl: row.image_url,
    country: row.country,
    count: Number(row.count),
  }));
}
