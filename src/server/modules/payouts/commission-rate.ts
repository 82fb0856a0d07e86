import { sql } from 'drizzle-orm';
import { DEFAULT_COMMISSION_BASIS_POINTS } from '../../../shared/payouts/commission';
import { type Db, queryRows } from '../../db/client';

/**
 * The rate a vendor's line of `category` pays: the vendor's own rate when the admin set one, else
 * the category's, else the default.
 */
export async function commissionRateFor(db: Db, vendorId: string, category: string): Promise<number> {
  const [row] = await queryRows<{ rate: number | null }>(
    db,
    sql`SELECT COALESCE(
          (SELECT rate_basis_points FROM vendor_commission_overrides WHERE vendor_id = ${vendorId}::uuid),
          (SELECT rate_basis_points FROM commission_rates WHERE category = ${category})
        ) AS rate`,
  );
  return row?.rate ?? DEFAULT_COMMISSION_BASIS_POINTS;
}
