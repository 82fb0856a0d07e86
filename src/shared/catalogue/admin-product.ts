import { z } from 'zod';
import { COUNTRIES, type Country, PRODUCT_CATEGORIES } from '../categories';
import { CHECKOUT_LIMITS } from '../checkout/checkout-messages';
import { formatCount } from '../counts';
import { fromPesewas, toPesewas } from '../money';
import { LONG_TEXT_MAX, requiredText } from '../requests/fields';
import { isExternalImageLink, isExternalVideoLink, looksLikeStoredUpload } from '../uploads/image-links';
import type { Product } from './product';

/** The drop-shipping admin's toasts ("Error" is the failures' title) (docs/product/admin.md, "Drop-shipping products"). */
export const ADMIN_PRODUCT_MESSAGES = {
  added: 'Product added successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  fetchFailed: 'Failed to fetch products',
  addFailed: 'Failed to add product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  adjustFailed: 'Failed to adjust prices',
  empty: 'No products found',
  invalidPercentageTitle: 'Invalid Percentage',
  invalidPercentage: 'Please enter a valid percentage greater than 0',
  noProductsForCountryTitle: 'No Products Found',
  notFound: 'Product not found.',
  undoFailed: 'Failed to undo the price change',
  adjustmentNotFound: 'This price change was not found.',
  undoGone: 'This price change can no longer be undone: a later change or an undo came first.',
} as const;

/** 'No products found for China' (docs/product/admin.md, "Drop-shipping products"). */
export const noProductsForCountry = (country: Country) => `No products found for ${country}`;

/** 'Prices increased by 12.5% for 230 China products' (docs/product/admin.md, "Drop-shipping products"). */
export function pricesAdjustedMessage(result: PriceAdjustmentResult): string {
  const verb = result.direction === 'increase' ? 'increased' : 'decreased';
  return `Prices ${verb} by ${result.percentage}% for ${formatCount(result.count)} ${result.country} products`;
}

// ---------------------------------------------------------------------------------------------
// The list: paged, searched, filtered and sorted by the server.

export const ADMIN_PRODUCT_PAGE_SIZE = 25;
export const ADMIN_PRODUCT_SEARCH_MAX = 100;

export const ADMIN_PRODUCT_SORTS = ['newest', 'oldest', 'name', 'price-asc', 'price-desc'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** An empty query parameter means the same as a missing one. */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const yesNo = z.preprocess(
  blank,
  z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
);

/** GET /api/admin/products: every filter optional; they combine. */
export const adminProductQuerySchema = z.object({
  page: z.preprocess(
    blank,
    z.coerce.number().int('Page must be a whole number').min(1).max(100_000).default(1),
  ),
  /** Case-insensitive substring of the name, description or category (the catalogue's search column). */
  q: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(ADMIN_PRODUCT_SEARCH_MAX, `At most ${ADMIN_PRODUCT_SEARCH_MAX} characters.`)
      .optional(),
  ),
  country: z.preprocess(blank, z.enum(COUNTRIES, { error: 'Please choose USA or China' }).optional()),
  category: z.preprocess(blank, z.string().max(100).optional()),
  active: yesNo,
  inStock: yesNo,
  sort: z.preprocess(blank, z.enum(ADMIN_PRODUCT_SORTS, { error: 'Unknown sort' }).default('newest')),
});
export type AdminProductQueryInput = z.input<typeof adminProductQuerySchema>;
export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;

/** A product as the admin sees it: the shop's fields plus whether it is shown, and why not. */
export interface AdminProduct extends Product {
  isActive: boolean;
  /** Out of the shop while its vendor is suspended (then also not active). */
  hiddenBySuspension: boolean;
  updatedAt: string;
}

/** GET /api/admin/products */
export interface AdminProductPage {
  products: AdminProduct[];
  page: number;
  pageSize: number;
  total: number;
}

// ---------------------------------------------------------------------------------------------
// The Add and Edit form (docs/product/admin.md, "Drop-shipping products"), one schema for the browser and the server.

/** image_url and image_url_2 to image_url_7. */
export const MAX_PRODUCT_IMAGES = 7;

/** Numeric(12,2): up to 10 whole digits and 2 decimals, kept as exact text ("250" -> "250.00"). */
const MONEY_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * A direct link to an image file (docs/product/admin.md, "Drop-shipping products"): one of the shop's own uploads (the server
 * checks that it is its storage's), or an https link to an image file on a public website
 * (shared/uploads/image-links.ts). Anything else (a page, `javascript:`, `data:`, an address inside
 * a network, a `..` path) is refused.
 */
const isProductImage = (url: string) => looksLikeStoredUpload(url) || isExternalImageLink(url);

export const PRODUCT_FORM_MESSAGES = {
  name: 'Product name is required',
  price: 'Please enter the price in cedis (e.g. 149.99)',
  originalPrice: 'Please enter the original price in cedis (e.g. 199.99)',
  mainImage: 'The main image is required',
  imageLinks:
    'Image URLs must be direct links to image files (.jpg, .png, .webp, .gif): uploaded here, or https:// links on a public website',
  tooManyImages: `At most ${MAX_PRODUCT_IMAGES} images`,
  videoLink:
    'The video URL must be a direct link to a video file (.mp4, .webm, .mov): an https:// link on a public website',
  supplier: 'Supplier is required',
  country: 'Please choose USA or China',
  category: 'Please choose a category',
  shippingTime: 'Shipping time is required',
  minOrderQuantity: `Minimum order must be a whole number from 1 to ${CHECKOUT_LIMITS.quantity.toLocaleString('en-GB')}`,
  list: 'At most 30 entries of 50 characters each',
} as const;

/**
 * A comma-separated list as typed (or the list itself, as the browser sends it): each entry
 * trimmed, empty entries dropped (docs/product/admin.md, "Drop-shipping products").
 */
export function splitList(value: string | readonly string[]): string[] {
  const entries = typeof value === 'string' ? value.split(',') : value;
  return entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
}

const commaList = (check: z.ZodType<string[], string[]>) =>
  z
    .union([z.string(), z.array(z.string())], { error: PRODUCT_FORM_MESSAGES.list })
    .transform(splitList)
    .pipe(check);

const money = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine((text) => MONEY_TEXT.test(text), message)
    .transform((text) => fromPesewas(toPesewas(text)));

/** A number typed into an input (text) or sent as a number. */
const numberInput = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => (typeof value === 'string' ? value.trim() : value))
    .refine((value) => value !== '', message)
    .transform(Number)
    .refine((value) => Number.isFinite(value), message);

export const productFormSchema = z.object({
  name: requiredText(PRODUCT_FORM_MESSAGES.name),
  description: z.string().trim().max(LONG_TEXT_MAX, `At most ${LONG_TEXT_MAX} characters.`),
  price: money(PRODUCT_FORM_MESSAGES.price),
  originalPrice: money(PRODUCT_FORM_MESSAGES.originalPrice),
  /** The main image first, then up to six more. */
  imageUrls: commaList(
    z
      .array(z.string())
      .min(1, PRODUCT_FORM_MESSAGES.mainImage)
      .max(MAX_PRODUCT_IMAGES, PRODUCT_FORM_MESSAGES.tooManyImages)
      .refine((urls) => urls.every(isProductImage), PRODUCT_FORM_MESSAGES.imageLinks),
  ),
  /** Shown in place of the main image when given. Blank is null. */
  videoUrl: z
    .string({ error: PRODUCT_FORM_MESSAGES.videoLink })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isExternalVideoLink(value), PRODUCT_FORM_MESSAGES.videoLink),
  supplier: requiredText(PRODUCT_FORM_MESSAGES.supplier),
  country: z.enum(COUNTRIES, { error: PRODUCT_FORM_MESSAGES.country }),
  category: z.enum(PRODUCT_CATEGORIES as [string, ...string[]], { error: PRODUCT_FORM_MESSAGES.category }),
  /** Free text such as "3-5 days". */
  shippingTime: requiredText(PRODUCT_FORM_MESSAGES.shippingTime, { max: 50 }),
  inStock: z.boolean(),
  minOrderQuantity: numberInput(PRODUCT_FORM_MESSAGES.minOrderQuantity).refine(
    // No more than one order may hold (the checkout's maximum), or the product could not be bought.
    (value) => Number.isInteger(value) && value >= 1 && value <= CHECKOUT_LIMITS.quantity,
    PRODUCT_FORM_MESSAGES.minOrderQuantity,
  ),
  isActive: z.boolean(),
  colors: commaList(
    z.array(z.string().max(50, PRODUCT_FORM_MESSAGES.list)).max(30, PRODUCT_FORM_MESSAGES.list),
  ),
  sizes: commaList(
    z.array(z.string().max(50, PRODUCT_FORM_MESSAGES.list)).max(30, PRODUCT_FORM_MESSAGES.list),
  ),
});
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;

/**
 * A new product's defaults (min order 1, in stock, active, USA) (docs/product/admin.md,
 * "Drop-shipping products"). No rating or number of reviews: they are the published reviews'
 * (docs/decisions/070).
 */
export const NEW_PRODUCT_DEFAULTS = {
  minOrderQuantity: '1',
  inStock: true,
  isActive: true,
  country: 'USA',
} as const;

// ---------------------------------------------------------------------------------------------
// Bulk price adjustment per country (docs/product/admin.md, "Drop-shipping products").

export const PRICE_DIRECTIONS = ['increase', 'decrease'] as const;
export type PriceDirection = (typeof PRICE_DIRECTIONS)[number];

export const priceAdjustmentSchema = z.object({
  country: z.enum(COUNTRIES, { error: PRODUCT_FORM_MESSAGES.country }),
  direction: z.enum(PRICE_DIRECTIONS, { error: 'Please choose increase or decrease' }),
  /** Greater than 0, at most 100 (the input runs 0 to 100, step 0.1). */
  percentage: numberInput(ADMIN_PRODUCT_MESSAGES.invalidPercentage)
    .refine((value) => value > 0, ADMIN_PRODUCT_MESSAGES.invalidPercentage)
    .refine((value) => value <= 100, 'Please enter a percentage of 100 or less')
    .refine(
      (value) => Number.isInteger(Math.round(value * 10 * 1e6) / 1e6),
      'Please enter the percentage with at most one decimal',
    ),
});
export type PriceAdjustmentInput = z.input<typeof priceAdjustmentSchema>;
export type PriceAdjustment = z.output<typeof priceAdjustmentSchema>;

/** POST /api/admin/products/price-adjustments */
export interface PriceAdjustmentResult {
  country: Country;
  direction: PriceDirection;
  percentage: number;
  /** Products whose prices changed (0: none of that country). */
  count: number;
  /** The change, to undo it; null when no product changed. */
  adjustmentId: string | null;
}

/** One product's prices before and after a change (money as decimal text, e.g. "22.49"). */
export interface PriceChangeExample {
  name: string;
  before: { price: string; originalPrice: string };
  after: { price: string; originalPrice: string };
}

/** POST /api/admin/products/price-adjustments/preview: what the change would do, changing nothing. */
export interface PriceAdjustmentPreview {
  country: Country;
  direction: PriceDirection;
  percentage: number;
  /** Products whose prices would change. */
  count: number;
  /** A few of them (the cheapest, one in the middle, the dearest), before and after. */
  examples: PriceChangeExample[];
}

/** A country's latest price change while it can still be undone. */
export interface LastPriceAdjustment {
  id: string;
  country: Country;
  direction: PriceDirection;
  percentage: number;
  count: number;
  adminUsername: string;
  createdAt: string;
}

/** GET /api/admin/products/price-adjustments: each country's latest change that can be undone. */
export interface LastPriceAdjustments {
  adjustments: LastPriceAdjustment[];
}

/** POST /api/admin/products/price-adjustments/:id/undo */
export interface PriceAdjustmentUndoResult {
  country: Country;
  /** Products given back their prices from before the change. */
  restored: number;
  /** Products changed or removed since the change: left as they are. */
  kept: number;
}

/** "Raise the prices of N China products by P%?": the change as a question before it is done. */
export function priceAdjustmentQuestion(
  preview: Pick<PriceAdjustmentPreview, 'direction' | 'percentage' | 'count' | 'country'>,
): string {
  const verb = preview.direction === 'increase' ? 'Raise' : 'Lower';
  const products = preview.count === 1 ? 'product' : 'products';
  return `${verb} the prices of ${formatCount(preview.count)} ${preview.country} ${products} by ${preview.percentage}%?`;
}

/** "Prices of N China products restored" (and how many kept a later edit). */
export function pricesRestoredMessage(result: PriceAdjustmentUndoResult): string {
  const restored = `Prices of ${formatCount(result.restored)} ${result.country} ${result.restored === 1 ? 'product' : 'products'} restored`;
  if (result.kept === 0) return restored;
  return `${restored}; ${formatCount(result.kept)} changed or removed since were left as they are`;
}
