import { z } from 'zod';
import { checkGpsAddress } from '../account/gps-address';
import { DELIVERY_PLACE_LIMITS } from './delivery-place-limits';

// The two optional details that help a rider find a door, asked by both checkouts and shown to the
// admin, on the packing slip, in the CSV and on the shopper's order page.

/** "Opposite the Total filling station": optional, blank is none. */
export const landmarkField = z
  .string({ error: 'The landmark must be text.' })
  .trim()
  .max(
    DELIVERY_PLACE_LIMITS.landmark,
    `A landmark can be at most ${DELIVERY_PLACE_LIMITS.landmark} characters.`,
  )
  .nullish()
  .transform((value) => value || null);

/** A GhanaPost GPS address (GA-183-8164), stored upper-case with dashes; optional, blank is none. */
export const gpsAddressField = z
  .string({ error: 'The GhanaPost GPS address must be text.' })
  .max(
    DELIVERY_PLACE_LIMITS.gps,
    `A GhanaPost GPS address is at most ${DELIVERY_PLACE_LIMITS.gps} characters.`,
  )
  .nullish()
  .transform((value, context) => {
    if (!value?.trim()) return null;
    const checked = checkGpsAddress(value);
    if (!checked.ok) {
      context.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }
    return checked.value;
  });
