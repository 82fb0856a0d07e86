import { eq } from 'drizzle-orm';
import {
  DEFAULT_LANDED_COST_RATES,
  type LandedCostRates,
  type LandedCostRatesResponse,
} from '../../../shared/requests/landed-cost';
import type { Db } from '../../db/client';
import { landedCostRates } from '../../db/schema';

/**
 * The rates in force: the admin's saved row over the defaults, key by key, so that a category or
 * levy added after the row was saved still has a rate (docs/decisions/042).
 */
export async function getLandedCostRates(db: Db): Promise<LandedCostRatesResponse> {
  const [row] = await db
    .select({ rates: landedCostRates.rates, updatedAt: landedCostRates.updatedAt })
    .from(landedCostRates)
    .where(eq(landedCostRates.id, 'current'));
  if (!row) return { rates: DEFAULT_LANDED_COST_RATES, updatedAt: null };
  return { rates: overDefaults(row.rates), updatedAt: row.updatedAt.toISOString() };
}

function overDefaults(saved: Partial<LandedCostRates>): LandedCostRates {
  const defaults = DEFAULT_LANDED_COST_RATES;
  return {
    asOf: saved.asOf ?? defaults.asOf,
    exchangeRates: { ...defaults.exchangeRates, ...saved.exchangeRates },
    freightPerKg: { ...defaults.freightPerKg, ...saved.freightPerKg },
    dutyBands: { ...defaults.dutyBands, ...saved.dutyBands },
    levies: { ...defaults.levies, ...saved.levies },
  };
}
