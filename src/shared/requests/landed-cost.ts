import { fromPesewas } from '../money';
import type { ShopAndShipOrigin } from './shop-and-ship-options';

/**
 * The landed cost of a Shop & Ship request: what an item bought abroad costs once it is in Ghana
 * (docs/decisions/042-landed-cost.md). One pure function, used by the page as the shopper types and
 * by the server when it stores the request (never the browser's figures). No zod here: the pages
 * show the estimate at first render.
 *
 * The simplified model, in the order it is applied (every line rounded to the pesewa, half up):
 *   item cost   = price × quantity × exchange rate (GH₵ per unit of the origin's currency)
 *   freight     = weight per item × quantity × freight per kg of the origin (GH₵)
 *   CIF         = item cost + freight (insurance counted in the freight)
 *   import duty = CIF × the category's duty band (0, 5, 10 or 20 %)
 *   ECOWAS, AU and EXIM levies = CIF × their rates
 *   NHIL, GETFund and COVID-19 levies = (CIF + duty + ECOWAS + AU + EXIM) × their rates
 *   VAT         = (CIF + duty + every levy above) × the VAT rate
 *   total       = CIF + duty + every levy + VAT
 */

export const LANDED_COST_CURRENCIES = ['USD', 'CNY', 'AED'] as const;
export type LandedCostCurrency = (typeof LANDED_COST_CURRENCIES)[number];

/** The currency the shops of each origin price in. */
export const ORIGIN_CURRENCY = {
  usa: 'USD',
  china: 'CNY',
  dubai: 'AED',
} as const satisfies Record<ShopAndShipOrigin, LandedCostCurrency>;

export const LANDED_COST_ORIGINS = ['usa', 'china', 'dubai'] as const satisfies readonly ShopAndShipOrigin[];

export const ORIGIN_LABELS = { usa: 'USA', china: 'China', dubai: 'Dubai' } as const;

/** Ghana's import duty bands (ECOWAS common external tariff), in percent of CIF. */
export const DUTY_BANDS = [0, 5, 10, 20] as const;
export type DutyBand = (typeof DUTY_BANDS)[number];

/** What a shopper buys, in a few plain categories, each with the duty band it usually falls in. */
export const DUTY_CATEGORIES = [
  { value: 'books', label: 'Books and printed matter', band: 0 },
  { value: 'medical', label: 'Medical supplies and equipment', band: 0 },
  { value: 'machinery', label: 'Machinery and industrial equipment', band: 5 },
  { value: 'computers', label: 'Computers, laptops and parts', band: 10 },
  { value: 'tools', label: 'Tools and hardware', band: 10 },
  { value: 'car_parts', label: 'Car parts and accessories', band: 10 },
  { value: 'phones', label: 'Phones, tablets and electronics', band: 20 },
  { value: 'appliances', label: 'Home appliances', band: 20 },
  { value: 'clothing', label: 'Clothing, shoes and bags', band: 20 },
  { value: 'beauty', label: 'Health and beauty', band: 20 },
  { value: 'home', label: 'Home, kitchen and furniture', band: 20 },
  { value: 'toys', label: 'Toys, games and sports', band: 20 },
  { value: 'jewellery', label: 'Jewellery and watches', band: 20 },
  { value: 'other', label: 'Other goods', band: 20 },
] as const satisfies readonly { value: string; label: string; band: DutyBand }[];
export type DutyCategory = (typeof DUTY_CATEGORIES)[number]['value'];
export const DUTY_CATEGORY_VALUES = DUTY_CATEGORIES.map((category) => category.value) as unknown as readonly [
  DutyCategory,
  ...DutyCategory[],
];

/**
 * The levies, in the order they apply. `base` says what each is a percentage of: `cif`, or
 * `duty_paid` (CIF + duty + the CIF levies), or `vat` (the duty-paid value + the levies on it).
 */
export const LEVIES = [
  { key: 'ecowas', label: 'ECOWAS levy', base: 'cif' },
  { key: 'au', label: 'AU levy', base: 'cif' },
  { key: 'exim', label: 'EXIM levy', base: 'cif' },
  { key: 'nhil', label: 'NHIL', base: 'duty_paid' },
  { key: 'getfund', label: 'GETFund levy', base: 'duty_paid' },
  { key: 'covid', label: 'COVID-19 levy', base: 'duty_paid' },
  { key: 'vat', label: 'VAT', base: 'vat' },
] as const;
export type LevyKey = (typeof LEVIES)[number]['key'];

/** The rates an estimate uses, as the database keeps them (numbers; percentages as percent). */
export interface LandedCostRates {
  /** The day the rates were checked (yyyy-mm-dd), shown beside every estimate. */
  asOf: string;
  /** GH₵ per one unit of each currency, up to 4 decimals. */
  exchangeRates: Record<LandedCostCurrency, number>;
  /** GH₵ per kg, by origin. */
  freightPerKg: Record<ShopAndShipOrigin, number>;
  /** Duty band (percent of CIF) by category. */
  dutyBands: Record<DutyCategory, DutyBand>;
  /** Percent, up to 2 decimals. */
  levies: Record<LevyKey, number>;
}

/**
 * The defaults until an admin saves rates of their own (docs/decisions/042): exchange rates near
 * the Bank of Ghana's in late 2026, air freight as forwarders quote it in Accra, duty bands of the
 * ECOWAS tariff, and the levies Ghana charges on imports.
 */
export const DEFAULT_LANDED_COST_RATES: LandedCostRates = {
  asOf: '2026-11-01',
  exchangeRates: { USD: 11.2, CNY: 1.57, AED: 3.05 },
  freightPerKg: { usa: 125, china: 90, dubai: 75 },
  dutyBands: Object.fromEntries(DUTY_CATEGORIES.map(({ value, band }) => [value, band])) as Record<
    DutyCategory,
    DutyBand
  >,
  levies: { ecowas: 0.5, au: 0.2, exim: 0.75, nhil: 2.5, getfund: 2.5, covid: 1, vat: 15 },
};

/** The bounds of what a shopper may type (the form's schema and `landedCostInput` both use them). */
export const LANDED_COST_LIMITS = {
  itemPrice: { min: 0.01, max: 1_000_000 },
  weightKg: { min: 0.001, max: 1000 },
  quantity: { min: 1, max: 100_000 },
} as const;

/** What the shopper typed, already checked (price in the origin's currency, weight per item). */
export interface LandedCostInput {
  origin: ShopAndShipOrigin;
  itemPrice: number;
  quantity: number;
  weightKg: number;
  category: DutyCategory;
}

export interface LandedCostLine {
  key: 'item' | 'freight' | 'duty' | LevyKey;
  label: string;
  /** GH₵, 2 decimals ("1234.50"). */
  amount: string;
}

export interface LandedCostEstimate {
  origin: ShopAndShipOrigin;
  currency: LandedCostCurrency;
  itemPrice: number;
  quantity: number;
  weightKg: number;
  category: DutyCategory;
  exchangeRate: number;
  dutyPercent: DutyBand;
  ratesAsOf: string;
  lines: LandedCostLine[];
  /** GH₵, 2 decimals. */
  total: string;
}

/** A non-negative decimal as an integer of `decimals` places: (1.5, 3) -> 1500n. */
function scaled(value: number, decimals: number): bigint {
  if (!Number.isFinite(value) || value < 0) throw new Error(`Not a non-negative number: ${value}`);
  const [whole = '0', fraction = ''] = value.toFixed(decimals).split('.');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction || '0');
}

/** numerator / denominator, rounded half up (both non-negative). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** `percent` of an amount in pesewas, to the pesewa. */
function percentOf(pesewas: bigint, percent: number): bigint {
  return divideRounded(pesewas * scaled(percent, 2), 10_000n);
}

const cedis = (pesewas: bigint) => fromPesewas(Number(pesewas));

/** The whole order's weight in kg, as people write it ("4.5"). */
const totalKg = (input: LandedCostInput) =>
  String(Number(scaled(input.weightKg, 3) * BigInt(input.quantity)) / 1000);

/** The estimate, line by line, for one request (exact: integer pesewas throughout). */
export function estimateLandedCost(rates: LandedCostRates, input: LandedCostInput): LandedCostEstimate {
  const currency = ORIGIN_CURRENCY[input.origin];
  const exchangeRate = rates.exchangeRates[currency];
  const dutyPercent = rates.dutyBands[input.category];
  const quantity = BigInt(input.quantity);

  // Cents (of the origin's currency) × GH₵ per unit = pesewas; the rate carries 4 decimals.
  const item = divideRounded(scaled(input.itemPrice, 2) * quantity * scaled(exchangeRate, 4), 10_000n);
  // Grams × pesewas per kg / 1000.
  const freight = divideRounded(
    scaled(input.weightKg, 3) * quantity * scaled(rates.freightPerKg[input.origin], 2),
    1000n,
  );
  const cif = item + freight;
  const duty = percentOf(cif, dutyPercent);

  const levyAmounts = {} as Record<LevyKey, bigint>;
  const onCif = LEVIES.filter((levy) => levy.base === 'cif');
  for (const levy of onCif) levyAmounts[levy.key] = percentOf(cif, rates.levies[levy.key]);
  const dutyPaid = cif + duty + onCif.reduce((sum, levy) => sum + levyAmounts[levy.key], 0n);
  const onDutyPaid = LEVIES.filter((levy) => levy.base === 'duty_paid');
  for (const levy of onDutyPaid) levyAmounts[levy.key] = percentOf(dutyPaid, rates.levies[levy.key]);
  const vatBase = dutyPaid + onDutyPaid.reduce((sum, levy) => sum + levyAmounts[levy.key], 0n);
  levyAmounts.vat = percentOf(vatBase, rates.levies.vat);
  const total = vatBase + levyAmounts.vat;

  const category = DUTY_CATEGORIES.find(({ value }) => value === input.category)!;
  return {
    origin: input.origin,
    currency,
    itemPrice: input.itemPrice,
    quantity: input.quantity,
    weightKg: input.weightKg,
    category: input.category,
    exchangeRate,
    dutyPercent,
    ratesAsOf: rates.asOf,
    lines: [
      { key: 'item', label: `Item cost (1 ${currency} = GH₵${exchangeRate})`, amount: cedis(item) },
      {
        key: 'freight',
        label: `Freight from ${ORIGIN_LABELS[input.origin]} (${totalKg(input)} kg)`,
        amount: cedis(freight),
      },
      { key: 'duty', label: `Import duty (${category.label}, ${dutyPercent}%)`, amount: cedis(duty) },
      ...LEVIES.map((levy) => ({
        key: levy.key,
        label: `${levy.label} (${rates.levies[levy.key]}%)`,
        amount: cedis(levyAmounts[levy.key]),
      })),
    ],
    total: cedis(total),
  };
}

/** The words beside every estimate: what it is and is not. */
export const LANDED_COST_NOTE =
  'This is an estimate, not a quote: the final price depends on the seller, the actual weight and the customs valuation.';

/** A Shop & Ship form's values (checked, or as typed) as the estimate's input; null while incomplete. */
export function landedCostInput(
  origin: ShopAndShipOrigin,
  values: {
    itemPrice?: number | string | null;
    itemWeightKg?: number | string | null;
    itemCategory?: string | null;
    itemQuantity?: number | string | null;
    quantity?: number | string | null;
  },
): LandedCostInput | null {
  const number = (value: number | string | null | undefined) =>
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
      ? null
      : Number(value);
  const itemPrice = number(values.itemPrice);
  const weightKg = number(values.itemWeightKg);
  const quantity = number(origin === 'dubai' ? values.quantity : values.itemQuantity);
  const category = DUTY_CATEGORY_VALUES.find((value) => value === values.itemCategory);
  const valid = (value: number | null, { min, max }: { min: number; max: number }): value is number =>
    value !== null && Number.isFinite(value) && value >= min && value <= max;
  if (
    !category ||
    !valid(itemPrice, LANDED_COST_LIMITS.itemPrice) ||
    !valid(weightKg, LANDED_COST_LIMITS.weightKg) ||
    !valid(quantity, LANDED_COST_LIMITS.quantity) ||
    !Number.isInteger(quantity)
  ) {
    return null;
  }
  return { origin, itemPrice, quantity, weightKg, category };
}

/** GET /api/landed-cost-rates and the admin's GET and PUT: the rates in force. */
export interface LandedCostRatesResponse {
  rates: LandedCostRates;
  /** When an admin last saved them; null while the defaults apply. */
  updatedAt: string | null;
}
