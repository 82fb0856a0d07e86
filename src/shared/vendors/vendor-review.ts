import { z } from 'zod';
import { VENDOR_REVIEW_STATUSES } from './vendor-messages';

export const VENDORS_PAGE_SIZE = 20;

/** GET /api/admin/vendors?status=&page=: pending registrations first by default. */
export const adminVendorsQuerySchema = z.object({
  status: z
    .enum(VENDOR_REVIEW_STATUSES, { error: 'Please choose a status from the list' })
    .default('pending_verification'),
  page: z.coerce.number().int('Page must be a whole number').min(1).max(100_000).default(1),
});
export type AdminVendorsQuery = z.output<typeof adminVendorsQuerySchema>;

const REASON_MESSAGE = 'Please give the reason (at least 5 characters)';

/** The reject dialog: the reason the vendor reads on /vendors and in the e-mail. */
export const vendorRejectionSchema = z.object({
  reason: z
    .string({ error: REASON_MESSAGE })
    .trim()
    .min(5, REASON_MESSAGE)
    .max(1000, 'At most 1000 characters.'),
});
export type VendorRejectionInput = z.input<typeof vendorRejectionSchema>;
export type VendorRejection = z.output<typeof vendorRejectionSchema>;

/** POST /api/admin/vendors/:id/review: verify, or reject with a reason the vendor is told. */
export const vendorReviewSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('verify') }),
    vendorRejectionSchema.extend({ decision: z.literal('reject') }),
  ],
  { error: 'Please choose verify or reject' },
);
export type VendorReviewInput = z.input<typeof vendorReviewSchema>;
export type VendorReview = z.output<typeof vendorReviewSchema>;
