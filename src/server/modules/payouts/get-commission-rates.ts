import { KNOWN_CATEGORIES } from '../../../shared/categories';
import { DEFAULT_COMMISSION_BASIS_POINTS } from '../../../shared/payouts/commission';
import type { AdminCommissionRates } from '../../../shared/payouts/payouts';
import type { Db } from '../../db/client';
import { commissionRates } from '../../db/schema';

/** Every known category with its rate (null: the default), and the default. */
export async function getCommissionRates(db: Db): Promise<AdminCommissionRates> {
  const rows = await db.select().from(commissionRates);
  const rates = new Map(rows.map((row) => [row.category, row.rateBasisPoints]));
  const categories = [...new Set<string>([...KNOWN_CATEGORIES, ...rates.keys()])];
  return {
    defaultRate: DEFAULT_COMMISSION_BASIS_POINTS,
    categories: categories.map((category) => ({ category, rate: rates.get(category) ?? null })),
  };
}
