import { sql } from 'drizzle-orm';
import {
  ADMIN_PRODUCT_MESSAGES,
  type PriceAdjustmentUndoResult,
} from '../../../shared/catalogue/admin-product';
import type { Country } from '../../../shared/categories';
import { type Db, queryRows } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { lockCountryPrices } from './price-change-sql';

/**
 * Undoes a country's latest bulk price change in one statement: each product still at the prices
 * the change gave it gets back its prices from before; a product edited since keeps its edit. Only
 * the latest change of its country, once: an earlier one, or one already undone, is refused (409).
 */
export async function undoPriceAdjustment(
  db: Db,
  options: { id: string; admin: AdminActor },
): Promise<PriceAdjustmentUndoResult> {
  return db.transaction(async (tx) => {
    const [target] = await queryRows<{ country: Country }>(
      tx,
      sql`SELECT country FROM price_adjustments WHERE id = ${options.id}`,
    );
    if (!target) throw notFound(ADMIN_PRODUCT_MESSAGES.adjustmentNotFound);
    await tx.execute(lockCountryPrices(target.country));
    const [row] = await queryRows<{ found: number; restored: number; total: number }>(
      tx,
      sql`
      WITH change AS (
        UPDATE price_adjustments a
        SET undone_at = now(), undone_by = ${options.admin.username}
        WHERE a.id = ${options.id} AND a.undone_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM price_adjustments later
                          WHERE later.country = a.country AND later.created_at > a.created_at)
        RETURNING a.id, a.product_count
      ),
      restored AS (
        UPDATE dropshipping_products p
        SET price = i.old_price, original_price = i.old_original_price, discount = i.old_discount,
            updated_at = now()
        FROM price_adjustment_items i JOIN change ON i.adjustment_id = change.id
        WHERE p.id = i.product_id AND p.price = i.new_price AND p.original_price = i.new_original_price
        RETURNING 1
      ),
      forgotten AS (
        DELETE FROM price_adjustment_items WHERE adjustment_id IN (SELECT id FROM change)
      )
      SELECT (SELECT count(*)::int FROM change) AS found,
             (SELECT count(*)::int FROM restored) AS restored,
             coalesce((SELECT product_count FROM change), 0) AS total`,
    );
    if (row!.found === 0) throw new AppError(409, 'CONFLICT', ADMIN_PRODUCT_MESSAGES.undoGone);
    const result: PriceAdjustmentUndoResult = {
      country: target.country,
      restored: row!.restored,
      kept: row!.total - row!.restored,
    };
    await recordAdminActivity(tx, {
      admin: options.admin,
      action: 'dropshipping_product.bulk_price_undo',
      entityType: 'dropshipping_products',
      entityId: target.country,
      before: {},
      after: { country: target.country, count: result.restored },
    });
    return result;
  });
}
