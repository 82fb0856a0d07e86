import { eq } from 'drizzle-orm';
import { GHANA_REGIONS, type GhanaRegion } from '../../../shared/ghana-regions';
import {
  DEFAULT_DELIVERY_FEES,
  type DeliveryFeesResponse,
  FREE_DELIVERY_FROM,
} from '../../../shared/orders/delivery-fee';
import type { Db } from '../../db/client';
import { deliveryFees } from '../../db/schema';

/** Every region's delivery fee: the admin's where one was set, else the default. */
export async function getDeliveryFees(db: Db): Promise<DeliveryFeesResponse> {
  const rows = await db.select().from(deliveryFees);
  const set = new Map(rows.map((row) => [row.region, row]));
  return {
    freeFrom: FREE_DELIVERY_FROM,
    fees: GHANA_REGIONS.options.map(({ value, label }) => {
      const row = set.get(value);
      return {
        region: value,
        label,
        fee: row?.fee ?? DEFAULT_DELIVERY_FEES[value],
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }),
  };
}

/** One region's fee (before the GH₵100 rule), read in the checkout's transaction. */
export async function regionDeliveryFee(db: Db, region: GhanaRegion): Promise<string> {
  const [row] = await db
    .select({ fee: deliveryFees.fee })
    .from(deliveryFees)
    .where(eq(deliveryFees.region, region));
  return row?.fee ?? DEFAULT_DELIVERY_FEES[region];
}
