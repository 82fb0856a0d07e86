import { sql } from 'drizzle-orm';
import type { PriceAdjustment, PriceAdjustmentResult } from '../../../shared/catalogue/admin-product';
import { type Db, queryRows } from '../../db/client';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { lockCountryPrices, newPrices } from './price-change-sql';

/**
 * Bulk price adjustment for one country: every product of the country gets the prices
 * `newPrices` computes, in one statement that also keeps each product's prices before and after
 * (so the change can be undone, see undo-price-adjustment.ts) and drops the kept prices of the
 * country's earlier changes, which can no longer be undone. One activity row for the whole change.
 * A failure on any row (e.g. a price past numeric(12,2)) rolls everything back together.
 */
export async function adjustProductPrices(
  db: Db,
  options: { input: PriceAdjustment; admin: AdminActor },
): Promise<PriceAdjustmentResult> {
  const { country, direction, percentage } = options.input;
  const after = newPrices(options.input, { price: sql`old.price`, originalPrice: sql`old.original_price` });
  return db.transaction(async (tx) => {
    await tx.execute(lockCountryPrices(country));
    const [row] = await queryRows<{ id: string | null; count: number }>(
      tx,
      sql`
      WITH old AS (
        -- Locked first: a product edited meanwhile is read as edited, so its kept prices are true.
        SELECT id, price, original_price, discount FROM dropshipping_products
        WHERE country = ${country}
        FOR UPDATE
      ),
      adjusted AS (
        UPDATE dropshipping_products p
        SET price = ${after.price},
            original_price = ${after.originalPrice},
            discount = ${after.discount},
            updated_at = now()
        FROM old
        WHERE p.id = old.id
        RETURNING p.id, old.price AS old_price, old.original_price AS old_original_price,
                  old.discount AS old_discount, p.price AS new_price, p.original_price AS new_original_price
      ),
      change AS (
        INSERT INTO price_adjustments (country, direction, percentage, product_count, admin_username, created_at)
        SELECT ${country}, ${direction}, ${String(percentage)}::numeric, count(*), ${options.admin.username}, clock_timestamp()
        FROM adjusted
        HAVING count(*) > 0
        RETURNING id, product_count
      ),
      kept AS (
        INSERT INTO price_adjustment_items
          (adjustment_id, product_id, old_price, old_original_price, old_discount, new_price, new_original_price)
        SELECT change.id, a.id, a.old_price, a.old_original_price, a.old_discount, a.new_price, a.new_original_price
        FROM adjusted a CROSS JOIN change
      ),
      forgotten AS (
        DELETE FROM price_adjustment_items
        WHERE adjustment_id IN (SELECT id FROM price_adjustments WHERE country = ${country})
      )
      SELECT (SELECT id FROM change) AS id, (SELECT count(*)::int FROM adjusted) AS count`,
    );
    const count = row!.count;
    const result: PriceAdjustmentResult = { country, direction, percentage, count, adjustmentId: row!.id };
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
