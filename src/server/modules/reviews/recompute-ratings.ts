import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Sets the rating (the mean) and the number of reviews of these deals and products from their
 * approved reviews, in the caller's transaction (the moderation's): the catalogue reads the stored
 * figures, never counts per request. The tables' change notices empty the caches (ADR 063).
 */
export async function recomputeRatings(
  tx: Pick<Db, 'execute'>,
  listings: { dealIds: string[]; productIds: string[] },
): Promise<void> {
  const dealIds = [...new Set(listings.dealIds)];
  const productIds = [...new Set(listings.productIds)];
  if (dealIds.length > 0) {
    await tx.execute(sql`
      UPDATE deals SET
        rating = coalesce(s.mean, 0), reviews = coalesce(s.n, 0)
      FROM (SELECT d.id, r.mean, r.n FROM unnest(${toUuidArray(dealIds)}) AS d(id)
            LEFT JOIN (SELECT deal_id, avg(rating)::real AS mean, count(*)::int AS n FROM reviews
                       WHERE status = 'approved' AND deal_id = ANY(${toUuidArray(dealIds)}) GROUP BY deal_id) r
            ON r.deal_id = d.id) s
      WHERE deals.id = s.id AND (deals.rating, deals.reviews) IS DISTINCT FROM (coalesce(s.mean, 0), coalesce(s.n, 0))`);
  }
  if (productIds.length > 0) {
    await tx.execute(sql`
      UPDATE dropshipping_products SET
        rating = coalesce(s.mean, 0), reviews = coalesce(s.n, 0)
      FROM (SELECT p.id, r.mean, r.n FROM unnest(${toUuidArray(productIds)}) AS p(id)
            LEFT JOIN (SELECT product_id, avg(rating)::real AS mean, count(*)::int AS n FROM reviews
                       WHERE status = 'approved' AND product_id = ANY(${toUuidArray(productIds)}) GROUP BY product_id) r
            ON r.product_id = p.id) s
      WHERE dropshipping_products.id = s.id
        AND (dropshipping_products.rating, dropshipping_products.reviews) IS DISTINCT FROM (coalesce(s.mean, 0), coalesce(s.n, 0))`);
  }
}

/** A list of ids as one uuid[] parameter. */
function toUuidArray(ids: string[]) {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}
