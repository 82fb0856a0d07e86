import { sql } from 'drizzle-orm';
import type { PriceAdjustment, PriceAdjustmentResult } from '../../../shared/catalogue/admin-product';
import { type Db, queryRows } from '../../db/client';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';

/**
 * Bulk price adjustment for one country (docs/product/admin.md, "Drop-shipping products"): price and original price times
 * 1 ± p/100, rounded to 2 decimals, and the discount recomputed from the rounded prices (0 when the
 * original price is 0 or less), as the shared rule `discountPercent` does. One UPDATE for all the
 * country's products, in exact numeric arithmetic; one activity row for the whole change. A failure
 * on any row (e.g. a price past numeric(12,2)) rolls the statement and the log entry back together.
 */
export async function adjustProductPrices(
  db: Db,
  options: { input: PriceAdjustment; admin: AdminActor },
): Promise<PriceAdjustmentResult> {
  const { country, direction, percentage } = options.input;
  // The percentage as decimal text: numeric arithmetic, no binary-float error in the factor.
  const factor = sql`(1 ${direction === 'increase' ? sql`+` : sql`-`} ${String(percentage)}::numeric / 100)`;
  // In SET, columns read the row as it was: each expression starts from the old prices.
  const newPrice = sql`round(price * ${factor}, 2)`;
  const newOriginal = sql`round(original_price * ${factor}, 2)`;
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ count: number }>(
      tx,
      sql`
      WITH adjusted AS (
        UPDATE dropshipping_products
        SET price = ${newPrice},
            original_price = ${newOriginal},
            discount = CASE WHEN ${newOriginal} <= 0 THEN 0
                            ELSE round((${newOriginal} - ${newPrice}) / ${newOriginal} * 100)::int END,
            updated_at = now()
        WHERE country = ${country}
        RETURNING 1
      )
      SELECT count(*)::int AS count FROM adjusted`,
    );
    const count = row!.count;
    const result: PriceAdjustmentResult = { country, direction, percentage, count };
    if (count > 0) {
      await recordAdminActivity(tx, {
        admin: options.admin,
        action: 'dropshipping_product.bulk_price',
        entityType: 'dropshipping_products',
        entityId: country,
        before: {},
        after: { country, percentage, direction, count },
      });
    }
    return result;
  });
}
