import { z } from 'zod';
import { MAX_QUANTITY, MIN_QUANTITY, QUANTITY_MESSAGES } from './quantity';

// Apart from quantity.ts, so that the web's steppers can read the limits without loading zod.
/** A JSON number from 1 to 99: strings, fractions, 0, negatives and huge values are refused. */
export const quantitySchema = z
  .number({
    error: (issue) => (issue.input === undefined ? QUANTITY_MESSAGES.required : QUANTITY_MESSAGES.whole),
  })
  .int(QUANTITY_MESSAGES.whole)
  .min(MIN_QUANTITY, QUANTITY_MESSAGES.min)
  .max(MAX_QUANTITY, QUANTITY_MESSAGES.max);
