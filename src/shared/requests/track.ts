import { z } from 'zod';
import { normalizeReference, REFERENCE_PATTERN, TRACK_MESSAGES } from './track-messages';

/**
 * POST /api/requests/track: a reference and the phone number or e-mail given on the request, or
 * the token of the link in the shop's messages about it. Nothing is shown without one of them.
 */
export const trackRequestSchema = z
  .object({
    reference: z
      .string({ error: TRACK_MESSAGES.referenceInvalid })
      .max(40, TRACK_MESSAGES.referenceInvalid)
      .transform(normalizeReference)
      .pipe(z.string().regex(REFERENCE_PATTERN, TRACK_MESSAGES.referenceInvalid)),
    contact: z
      .string({ error: TRACK_MESSAGES.contactRequired })
      .trim()
      .max(254, 'At most 254 characters.')
      .default(''),
    token: z.string().max(200).optional(),
  })
  .refine((input) => input.contact !== '' || Boolean(input.token), {
    message: TRACK_MESSAGES.contactRequired,
    path: ['contact'],
  });
export type TrackRequestInput = z.input<typeof trackRequestSchema>;
export type TrackRequest = z.output<typeof trackRequestSchema>;
