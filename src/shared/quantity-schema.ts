import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY, QUANTITY_MESSAGES, quantityAtMost } from './quantity';

// Apart from quantity.ts, so that the web's steppers can read the limits without loading zod.

/**
 * The one rule for a quantity, wherever one is sent: a JSON whole number up to `max`. Text
 * ("3", "0x10"), lists, booleans and fractions are refused as not whole numbers; too many gets the
 * maximum's words. The minimum is each caller's: a deal's is 1, a product's is its minimum order.
 */
export function wholeQuantity(max: number) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? QUANTITY_MESSAGES.required : QUANTITY_MESSAGES.whole),
    })
    .int(QUANTITY_MESSAGES.whole)
    .max(max, quantityAtMost(max));
}

/** A deal's quantity (an order, a cart line): 1 to 99. */
export const quantitySchema = wholeQuantity(MAX_QUANTITY).min(MIN_QUANTITY, QUANTITY_MESSAGES.min);
