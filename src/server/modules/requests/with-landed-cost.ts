import { estimateLandedCost, landedCostInput } from '../../../shared/requests/landed-cost';
import type { ShopAndShipOrigin } from '../../../shared/requests/shop-and-ship-options';
import type { Db } from '../../db/client';
import { getLandedCostRates } from './get-landed-cost-rates';

/**
 * A Shop & Ship request's details with its landed-cost estimate (`landedCost`), worked out here
 * from the stored rates: whatever estimate the browser sent was already dropped by the schema.
 * Null when the shopper gave no price, weight and category (docs/decisions/042).
 */
export async function withLandedCost(db: Db, origin: ShopAndShipOrigin, details: Record<string, unknown>) {
  const input = landedCostInput(origin, details);
  if (!input) return { ...details, landedCost: null };
  const { rates } = await getLandedCostRates(db);
  return { ...details, landedCost: estimateLandedCost(rates, input) };
}
