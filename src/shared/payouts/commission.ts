/**
 * The shop's commission on a vendor's delivered line (docs/decisions/068), written once. Rates are
 * whole basis points (1000 = 10%), amounts whole pesewas; the commission is rounded to the nearest
 * pesewa, a half pesewa up, in integer arithmetic, and the vendor is credited the rest.
 */

/** What a category without its own rate, and a vendor without its own, pays. */
export const DEFAULT_COMMISSION_BASIS_POINTS = 1000;

export const MAX_COMMISSION_BASIS_POINTS = 10_000;

/** The commission on `grossPesewas` at `basisPoints`: round half up, never more than the gross. */
export function commissionPesewas(grossPesewas: number, basisPoints: number): number {
  return Math.floor((grossPesewas * basisPoints + 5000) / 10_000);
}

/** A rate as people read it: "10%", "12.5%". */
export function formatRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** "12.5" (a percentage as typed) to 1250 basis points; null when it is not one. */
export function percentToBasisPoints(percent: string): number | null {
  const trimmed = percent.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return basisPoints <= MAX_COMMISSION_BASIS_POINTS ? basisPoints : null;
}
