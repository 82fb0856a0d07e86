import type { GhanaRegion } from '../ghana-regions';
import { fromPesewas, toPesewas } from '../money';

/** The banner's promise (docs/product/cart-and-checkout.md, "The delivery fee"): free delivery on deal orders of GH₵100 and above. */
export const FREE_DELIVERY_FROM = '100.00';

/** The highest fee an admin may set: a typo must not charge a shopper GH₵5,000 for delivery. */
export const MAX_DELIVERY_FEE = '500.00';

/** The lowest fee of any region: what the cart shows before a region is chosen. */
export function lowestDeliveryFee(fees: readonly { fee: string }[]): string | null {
  if (fees.length === 0) return null;
  return fromPesewas(Math.min(...fees.map((fee) => toPesewas(fee.fee))));
}

/**
 * The fee of each region until an admin sets one (GH₵, 2 decimals): Accra is nearest the shop's
 * riders, the southern regions next, the north farthest.
 */
export const DEFAULT_DELIVERY_FEES: Record<GhanaRegion, string> = {
  'greater-accra': '15.00',
  central: '20.00',
  eastern: '20.00',
  volta: '20.00',
  ashanti: '20.00',
  western: '25.00',
  oti: '25.00',
  bono: '30.00',
  'bono-east': '30.00',
  ahafo: '30.00',
  'western-north': '30.00',
  northern: '35.00',
  savannah: '35.00',
  'north-east': '35.00',
  'upper-east': '35.00',
  'upper-west': '35.00',
};

/** The fee a deal checkout of `subtotal` pays to `region`: nothing from GH₵100 up. */
export function deliveryFeeFor(subtotal: string, regionFee: string): string {
  return toPesewas(subtotal) >= toPesewas(FREE_DELIVERY_FROM) ? '0.00' : fromPesewas(toPesewas(regionFee));
}

/** One region's fee as the API sends it. */
export interface RegionDeliveryFee {
  region: GhanaRegion;
  label: string;
  fee: string;
  /** When an admin last set it; null while the default applies. */
  updatedAt: string | null;
}

/** GET /api/delivery-fees and GET /api/admin/delivery-fees. */
export interface DeliveryFeesResponse {
  freeFrom: string;
  fees: RegionDeliveryFee[];
}
