import { sql } from 'drizzle-orm';
import type { PriceAdjustment, PriceAdjustmentPreview } from '../../../shared/catalogue/admin-product';
import { type Db, queryRows } from '../../db/client';
import { newPrices } from './price-change-sql';

interface PreviewRow {
  count: number;
  name: string | null;
  price: string | null;
  original_price: string | null;
  new_price: string | null;
  new_original_price: string | null;
}

/**
 * What a bulk price change would do, changing nothing: how many products it touches and three of
 * them before and after (the cheapest, the one in the middle and the dearest), computed by the same
 * expressions the change uses.
 */
export async function previewPriceAdjustment(
  db: Db,
  input: PriceAdjustment,
): Promise<PriceAdjustmentPreview> {
  const after = newPrices(input, { price: sql`price`, originalPrice: sql`original_price` });
  const rows = await queryRows<PreviewRow>(
    db,
    sql`
    WITH ranked AS (
      SELECT name, price, original_price,
             row_number() OVER (ORDER BY price, id) AS position,
             count(*) OVER () AS total
      FROM dropshipping_products
      WHERE country = ${input.country}
    ),
    counted AS (SELECT count(*)::int AS count FROM dropshipping_products WHERE country = ${input.country})
    SELECT counted.count, e.name, e.price::text, e.original_price::text,
           ${after.price}::text AS new_price, ${after.originalPrice}::text AS new_original_price
    FROM counted
    LEFT JOIN ranked e ON e.position IN (1, (e.total + 1) / 2, e.total)
    ORDER BY e.position`,
  );
  const examples = rows
    .filter((row) => row.name !== null)
    .map((row) => ({
      name: row.name!,
      before: { price: row.price!, originalPrice: row.original_price! },
      after: { price: row.new_price!, originalPrice: row.new_original_price! },
    }));
  const { country, direction, percentage } = input;
  return { country, direction, percentage, count: rows[0]?.count ?? 0, examples };
}
