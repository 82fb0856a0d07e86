import { type SQL, sql } from 'drizzle-orm';
import type { PriceAdjustment } from '../../../shared/catalogue/admin-product';

/**
 * A bulk change's new prices, written once for the preview and the change itself so that the
 * preview shows exactly what Apply writes: price and original price times 1 ± p/100 in numeric
 * arithmetic (the percentage sent as decimal text, no binary-float error), rounded to 2 decimals,
 * and the discount recomputed from the rounded prices as the shared `discountPercent` does.
 * `price` and `originalPrice` are the columns (or a row's values) the change starts from.
 */
export function newPrices(
  input: Pick<PriceAdjustment, 'direction' | 'percentage'>,
  from: { price: SQL; originalPrice: SQL },
) {
  const factor = sql`(1 ${input.direction === 'increase' ? sql`+` : sql`-`} ${String(input.percentage)}::numeric / 100)`;
  const price = sql`round(${from.price} * ${factor}, 2)`;
  const originalPrice = sql`round(${from.originalPrice} * ${factor}, 2)`;
  const discount = sql`CASE WHEN ${originalPrice} <= 0 THEN 0
                            ELSE round((${originalPrice} - ${price}) / ${originalPrice} * 100)::int END`;
  return { price, originalPrice, discount };
}

/**
 * Price changes of one country wait for each other (the lock ends with the transaction), so the
 * latest change is the one that ran last and an undo never crosses a change in flight.
 */
export const lockCountryPrices = (country: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtextextended(${`price-adjustment ${country}`}, 0))`;
