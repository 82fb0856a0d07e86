import { z } from 'zod';
import { fromPesewas, toPesewas } from '../money';
import { LONG_TEXT_MAX, requiredText } from '../requests/fields';
import { looksLikeStoredUpload } from '../uploads/image-links';
import { MAX_DEAL_IMAGES, TOO_MANY_IMAGES_MESSAGE } from '../uploads/image-upload';
import type { Deal } from './deal';

/** Numeric(12,2): up to 10 whole digits and 2 decimals, kept as exact text ("250" -> "250.00"). */
const MONEY_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

function requiredPrice(message: string) {
  return z.union([z.string(), z.number()], { error: message }).transform((value, context) => {
    const text = String(value).trim();
    if (!MONEY_TEXT.test(text)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return fromPesewas(toPesewas(text));
  });
}

export const DEAL_IMAGE_MESSAGE = 'Images must be uploaded files.';

/**
 * An image of a deal: a stored upload (`/uploads/<key>` or the bucket's address and a key; the
 * server checks that the address is its storage's). Anything else (`javascript:`, `data:`, another
 * site, a `..` path) is refused, so the shop only ever loads its own files.
 */
const imageUrl = z.string().trim().max(500).refine(looksLikeStoredUpload, { message: DEAL_IMAGE_MESSAGE });

const imageUrls = z.array(imageUrl).max(MAX_DEAL_IMAGES, TOO_MANY_IMAGES_MESSAGE).default([]);

/**
 * New deal form defaults (docs/product/admin.md, "Deals"). No rating or number of reviews: they
 * are the published reviews' (docs/decisions/070).
 */
export const NEW_DEAL_DEFAULTS = { verified: true, flashSale: false } as const;

/** The deal form's fields; the seller center's form takes those a vendor sets (shared/sellers). */
export const dealFields = {
  name: requiredText('Product name is required'),
  description: z.string().trim().max(LONG_TEXT_MAX, `At most ${LONG_TEXT_MAX} characters.`).default(''),
  vendor: requiredText('Vendor name is required'),
  category: requiredText('Category is required'),
  originalPrice: requiredPrice('Original price is required (in cedis, e.g. 250.00)'),
  discountPrice: requiredPrice('Discount price is required (in cedis, e.g. 199.99)'),
  verified: z.boolean().default(NEW_DEAL_DEFAULTS.verified),
  flashSale: z.boolean().default(NEW_DEAL_DEFAULTS.flashSale),
  imageUrls,
};

export const noDearerDiscount = <T extends { originalPrice: string; discountPrice: string }>(value: T) =>
  toPesewas(value.discountPrice) <= toPesewas(value.originalPrice);
export const dearerDiscount = {
  message: 'The discount price cannot be above the original price',
  path: ['discountPrice'],
};

/**
 * The Create New Deal form (docs/product/admin.md, "Deals"). The vendor location is collected and
 * required but not stored (docs/product/admin.md, "Deals").
 */
export const createDealSchema = z
  .object({
    ...dealFields,
    vendorLocation: requiredText('Vendor location is required'),
  })
  .refine(noDearerDiscount, dearerDiscount);
export type CreateDealInput = z.input<typeof createDealSchema>;
export type CreateDeal = z.output<typeof createDealSchema>;

/** The Edit Deal modal (docs/product/admin.md, "Deals"). */
export const updateDealSchema = z.object({ ...dealFields }).refine(noDearerDiscount, dearerDiscount);
export type UpdateDealInput = z.input<typeof updateDealSchema>;
export type UpdateDeal = z.output<typeof updateDealSchema>;

/** The deal admin's toasts and empty states (docs/product/admin.md, "Deals"). */
export const DEAL_ADMIN_MESSAGES = {
  created: 'Deal created successfully!',
  createFailed: 'Failed to create deal',
  uploadFailed: 'Failed to upload image',
  updated: 'Deal updated successfully',
  updateFailed: 'Failed to update deal',
  deleted: 'Deal deleted successfully',
  deleteFailed: 'Failed to delete deal',
  fetchFailed: 'Failed to fetch deals',
  noMatch: 'No deals found matching your search.',
  none: 'No deals available.',
} as const;

/** A deal as Manage Deals lists it: also whether it is out of the shop while its vendor is suspended. */
export interface AdminDeal extends Deal {
  hiddenBySuspension: boolean;
}

/** GET /api/admin/deals: every deal, newest first (docs/product/admin.md, "Deals"). */
export interface AdminDealListResponse {
  deals: AdminDeal[];
}

/** POST and PATCH answers. */
export interface AdminDealResponse {
  deal: Deal;
}

/** Search by name, vendor or category (docs/product/admin.md, "Deals"). */
export function dealMatches(deal: Pick<Deal, 'name' | 'vendor' | 'category'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [deal.name, deal.vendor, deal.category].some((text) => text.toLowerCase().includes(needle));
}
