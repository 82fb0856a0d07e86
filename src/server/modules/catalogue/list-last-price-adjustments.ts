import { sql } from 'drizzle-orm';
import type { LastPriceAdjustments } from '../../../shared/catalogue/admin-product';
import type { Country } from '../../../shared/categories';
import { type Db, queryRows } from '../../db/client';

interface Row {
  id: string;
  country: Country;
  direction: 'increase' | 'decrease';
  percentage: string;
  product_count: number;
  admin_username: string;
  created_at: Date | string;
}

/** Each country's latest bulk price change, when it has not been undone (only that one can be). */
export async function listLastPriceAdjustments(db: Db): Promise<LastPriceAdjustments> {
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT * FROM (
      SELECT DISTINCT ON (country) id, country, direction, percentage::text, product_count, admin_username,
             created_at, undone_at
      FROM price_adjustments
      ORDER BY country, created_at DESC
    ) latest
    WHERE undone_at IS NULL
    ORDER BY country`,
  );
  return {
    adjustments: rows.map((row) => ({
      id: row.id,
      country: row.country,
      direction: row.direction,
      percentage: Number(row.percentage),
      count: row.product_count,
      adminUsername: row.admin_username,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
