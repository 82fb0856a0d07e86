import { z } from 'zod';
import { requiredText } from './fields';
import { normalizeReference, REFERENCE_PATTERN, TRACK_MESSAGES } from './track-messages';

/**
 * POST /api/requests/track: a reference and the phone number or e-mail given on the request.
 * Both are needed to see anything.
 */
export const trackRequestSchema = z.object({
  reference: z
    .string({ error: TRACK_MESSAGES.referenceInvalid })
    .max(40, TRACK_MESSAGES.referenceInvalid)
    .transform(normalizeReference)
    .pipe(z.string().regex(REFERENCE_PATTERN, TRACK_MESSAGES.referenceInvalid)),
  contact: requiredText(TRACK_MESSAGES.contactRequired, { max: 254 }),
});
export type TrackRequestInput = z.input<typeof trackRequestSchema>;
export type TrackRequest = z.output<typeof trackRequestSchema>;
