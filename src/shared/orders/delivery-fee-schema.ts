import { z } from 'zod';
import { GHANA_REGIONS } from '../ghana-regions';
import { toPesewas } from '../money';
import { MAX_DELIVERY_FEE } from './delivery-fee';

/** The zod side of delivery fees (the rules and texts without zod are in delivery-fee.ts). */

export const deliveryRegionSchema = z.enum(GHANA_REGIONS.values, {
  error: 'Please choose your region.',
});

const FEE_PATTERN = /^\d{1,4}(\.\d{1,2})?$/;

const feeSchema = z
  .string({ error: 'Enter the fee in GH₵, for example 15.00.' })
  .trim()
  .regex(FEE_PATTERN, 'Enter the fee in GH₵, for example 15.00.')
  .refine(
    // The pattern's own message covers text that is not an amount.
    (fee) => !FEE_PATTERN.test(fee) || toPesewas(fee) <= toPesewas(MAX_DELIVERY_FEE),
    `The fee can be at most GH₵${MAX_DELIVERY_FEE}.`,
  );

/**
 * PUT /api/admin/delivery-fees: the regions' fees saved together (any of the regions; those left
 * out keep theirs). A fee's message comes back under `fees.<region>`.
 */
export const deliveryFeesUpdateSchema = z.object({
  fees: z.partialRecord(z.enum(GHANA_REGIONS.values, { error: 'Unknown region.' }), feeSchema),
});
export type DeliveryFeesUpdate = z.output<typeof deliveryFeesUpdateSchema>;
