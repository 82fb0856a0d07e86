import type { LandedCostRates, LandedCostRatesResponse } from '../../../shared/requests/landed-cost';
import type { Db } from '../../db/client';
import { landedCostRates } from '../../db/schema';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { getLandedCostRates } from './get-landed-cost-rates';

/** Flattens the rates for the activity log, so that it shows each rate that changed ("levies.vat"). */
function flat(rates: LandedCostRates): Record<string, unknown> {
  const entries: [string, unknown][] = [['asOf', rates.asOf]];
  for (const group of ['exchangeRates', 'freightPerKg', 'dutyBands', 'levies'] as const) {
    for (const [key, value] of Object.entries(rates[group])) entries.push([`${group}.${key}`, value]);
  }
  return Object.fromEntries(entries);
}

/** An admin saves the rates (all of them, checked by the shared schema), logged in the same transaction. */
export async function updateLandedCostRates(
  db: Db,
  options: { rates: LandedCostRates; admin: AdminActor },
): Promise<LandedCostRatesResponse> {
  return db.transaction(async (tx) => {
    const before = await getLandedCostRates(tx);
    await tx
      .insert(landedCostRates)
      .values({ id: 'current', rates: options.rates })
      .onConflictDoUpdate({
        target: landedCostRates.id,
        set: { rates: options.rates, updatedAt: new Date() },
      });
    await recordAdminActivity(tx, {
      admin: options.admin,
      action: 'landed_cost_rates.update',
      entityType: 'landed_cost_rates',
      entityId: 'current',
      before: flat(before.rates),
      after: flat(options.rates),
    });
    return getLandedCostRates(tx);
  });
}
