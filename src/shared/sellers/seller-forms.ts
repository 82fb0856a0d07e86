import { z } from 'zod';
import { productFormSchema } from '../catalogue/admin-product';
import { dealFields, dearerDiscount, noDearerDiscount } from '../deals/admin-deal';
import { DEFAULT_READY_WITHIN_HOURS, LISTING_KINDS, SELLER_LINE_ACTIONS } from './listing';

/**
 * The seller center's deal form: the admin's deal fields a vendor sets. The vendor's name, the
 * verified badge, the rating and the reviews are the shop's, never the vendor's.
 */
export const sellerDealSchema = z
  .object({
    name: dealFields.name,
    description: dealFields.description,
    category: dealFields.category,
    originalPrice: dealFields.originalPrice,
    discountPrice: dealFields.discountPrice,
    flashSale: dealFields.flashSale,
    imageUrls: dealFields.imageUrls.refine((urls) => urls.length > 0, 'Please add at least one image'),
  })
  .refine(noDearerDiscount, dearerDiscount);
export type SellerDealInput = z.input<typeof sellerDealSchema>;
export type SellerDeal = z.output<typeof sellerDealSchema>;

/** The seller center's product form: the admin's product fields less the shop's own (supplier, shown). */
export const sellerProductSchema = productFormSchema.omit({
  supplier: true,
  isActive: true,
});
export type SellerProductInput = z.input<typeof sellerProductSchema>;
export type SellerProduct = z.output<typeof sellerProductSchema>;

/**
 * POST /api/seller/listings and PUT /api/seller/listings/:id: the form's values and whether to send
 * them for review now. Only these keys are read: a status sent with them is ignored, never applied.
 */
export const sellerListingSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('deal'), fields: sellerDealSchema, submit: z.boolean().default(true) }),
    z.object({ kind: z.literal('product'), fields: sellerProductSchema, submit: z.boolean().default(true) }),
  ],
  { error: 'Please choose a deal or a catalogue product' },
);
export type SellerListingInput = z.input<typeof sellerListingSchema>;
export type SellerListingBody = z.output<typeof sellerListingSchema>;

export const listingKindSchema = z.enum(LISTING_KINDS);

/** POST /api/seller/orders/:kind/:id: what the vendor does with its line. */
export const sellerLineActionSchema = z.object({
  action: z.enum(SELLER_LINE_ACTIONS, { error: 'Please choose confirm, decline or ready' }),
});
export type SellerLineActionInput = z.input<typeof sellerLineActionSchema>;

const REASON_MESSAGE = 'Please give the reason (at least 5 characters)';
const reason = z
  .string({ error: REASON_MESSAGE })
  .trim()
  .min(5, REASON_MESSAGE)
  .max(1000, 'At most 1000 characters.');

/** POST /api/admin/listings/review: approve or reject one or many proposals, a rejection with its reason. */
export const listingReviewSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve'), ids: z.array(z.uuid()).min(1).max(100) }),
    z.object({ decision: z.literal('reject'), ids: z.array(z.uuid()).min(1).max(100), reason }),
  ],
  { error: 'Please choose approve or reject' },
);
export type ListingReviewInput = z.input<typeof listingReviewSchema>;
export type ListingReview = z.output<typeof listingReviewSchema>;

/** POST /api/admin/vendors/:id/standing: suspend a verified vendor with a reason, or reinstate it. */
export const vendorStandingSchema = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('suspend'), reason }), z.object({ action: z.literal('reinstate') })],
  { error: 'Please choose suspend or reinstate' },
);
export type VendorStandingInput = z.input<typeof vendorStandingSchema>;
export type VendorStanding = z.output<typeof vendorStandingSchema>;

/** PUT /api/admin/sellers/settings: how long a vendor has to make a line ready. */
export const sellerSettingsSchema = z.object({
  readyWithinHours: z.coerce
    .number({ error: 'Please give a whole number of hours from 1 to 720' })
    .int('Please give a whole number of hours from 1 to 720')
    .min(1, 'Please give a whole number of hours from 1 to 720')
    .max(720, 'Please give a whole number of hours from 1 to 720')
    .default(DEFAULT_READY_WITHIN_HOURS),
});
export type SellerSettingsInput = z.input<typeof sellerSettingsSchema>;
