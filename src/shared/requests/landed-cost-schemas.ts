import { z } from 'zod';
import { optionalChoice, optionalNumber, requiredNumber } from './fields';
import {
  DUTY_BANDS,
  DUTY_CATEGORY_VALUES,
  LANDED_COST_CURRENCIES,
  LANDED_COST_LIMITS,
  LANDED_COST_ORIGINS,
  type LandedCostRates,
  LEVIES,
} from './landed-cost';
import { calendarDate } from './schedule-fields';
import { todayInGhana } from './today';

export const LANDED_COST_FIELD_MESSAGES = {
  itemPrice: 'Please enter the item price (up to 1,000,000, 2 decimals)',
  itemQuantity: 'Please enter a quantity from 1 to 100,000',
  itemWeightKg: 'Please enter the weight per item in kg (up to 1,000 kg, 3 decimals)',
  itemCategory: 'Please pick the category of the item',
} as const;

/**
 * The estimate's fields on a Shop & Ship form: optional as a group (a shopper may not know the
 * weight), but once one of price, weight or category is given, all are needed for an estimate.
 * Dubai's form already asks the quantity (`quantity`); the others ask `itemQuantity`.
 */
export const landedCostFields = {
  itemPrice: optionalNumber({
    ...LANDED_COST_LIMITS.itemPrice,
    decimals: 2,
    message: LANDED_COST_FIELD_MESSAGES.itemPrice,
  }),
  itemWeightKg: optionalNumber({
    ...LANDED_COST_LIMITS.weightKg,
    decimals: 3,
    message: LANDED_COST_FIELD_MESSAGES.itemWeightKg,
  }),
  itemCategory: optionalChoice(DUTY_CATEGORY_VALUES, LANDED_COST_FIELD_MESSAGES.itemCategory),
};
export const itemQuantityField = optionalNumber({
  ...LANDED_COST_LIMITS.quantity,
  decimals: 0,
  message: LANDED_COST_FIELD_MESSAGES.itemQuantity,
});

type EstimateFields = {
  itemPrice: number | null;
  itemWeightKg: number | null;
  itemCategory: string | null;
  itemQuantity?: number | null;
  quantity?: number;
};

/** All of the estimate's fields or none: a message on each one missing. */
export function requireWholeEstimate(values: EstimateFields, context: z.RefinementCtx) {
  const quantityKey = 'quantity' in values && values.quantity !== undefined ? null : 'itemQuantity';
  const given = [values.itemPrice, values.itemWeightKg, values.itemCategory].some((value) => value !== null);
  if (!given) return;
  const keys = ['itemPrice', 'itemWeightKg', 'itemCategory', ...(quantityKey ? [quantityKey] : [])] as const;
  for (const key of keys) {
    const value = values[key as keyof EstimateFields];
    if (value === null || value === undefined) {
      context.addIssue({
        code: 'custom',
        path: [key],
        message: LANDED_COST_FIELD_MESSAGES[key as keyof typeof LANDED_COST_FIELD_MESSAGES],
      });
    }
  }
}

const rateMessage = (what: string) => `Please enter ${what}`;
const percent = (label: string) =>
  requiredNumber({
    min: 0,
    max: 100,
    decimals: 2,
    message: rateMessage(`the ${label} in percent (0 to 100, 2 decimals)`),
  });

const record = <const Keys extends readonly string[], Schema extends z.ZodType>(
  keys: Keys,
  value: (key: Keys[number]) => Schema,
) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<Keys[number], Schema>, {
    error: 'Please enter every rate',
  });

/** The rates an admin saves (every one required; the date of the rates not in the future). */
export const landedCostRatesSchema = z.object({
  asOf: calendarDate('Please enter the date of the rates').refine(
    (value) => value <= todayInGhana(),
    'The date of the rates cannot be in the future',
  ),
  exchangeRates: record(LANDED_COST_CURRENCIES, (currency) =>
    requiredNumber({
      min: 0.0001,
      max: 10_000,
      decimals: 4,
      message: rateMessage(`GH₵ per ${currency} (more than 0, up to 4 decimals)`),
    }),
  ),
  freightPerKg: record(LANDED_COST_ORIGINS, () =>
    requiredNumber({
      min: 0,
      max: 100_000,
      decimals: 2,
      message: rateMessage('the freight in GH₵ per kg (2 decimals)'),
    }),
  ),
  dutyBands: record(DUTY_CATEGORY_VALUES, () =>
    z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z.union(
        DUTY_BANDS.map((band) => z.literal(band)),
        { error: 'Please pick a duty band: 0, 5, 10 or 20%' },
      ),
    ),
  ),
  levies: z.object(
    Object.fromEntries(LEVIES.map((levy) => [levy.key, percent(levy.label)])) as Record<
      (typeof LEVIES)[number]['key'],
      ReturnType<typeof percent>
    >,
    { error: 'Please enter every rate' },
  ),
}) satisfies z.ZodType<LandedCostRates, unknown>;

export type LandedCostRatesInput = z.input<typeof landedCostRatesSchema>;
