/**
 * Vendors' listings and order lines (docs/decisions/066): the words and rules both sides use, free
 * of zod so that every page may read them.
 */

export const LISTING_KINDS = ['deal', 'product'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const LISTING_KIND_LABELS: Record<ListingKind, string> = {
  deal: 'Deal',
  product: 'Catalogue product',
};

/** A proposal's life: saved, sent to review, then approved (applied to the shop) or rejected with a reason. */
export const LISTING_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: 'Draft',
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** What a vendor did with a line of an order: null for the shop's own lines. */
export const SELLER_LINE_STATUSES = ['awaiting', 'confirmed', 'declined', 'ready'] as const;
export type SellerLineStatus = (typeof SELLER_LINE_STATUSES)[number];

export const SELLER_LINE_STATUS_LABELS: Record<SellerLineStatus, string> = {
  awaiting: 'Waiting for you',
  confirmed: 'Confirmed',
  declined: 'Declined',
  ready: 'Ready for pickup',
};

/** The same states in the admin's words (the late lines). */
export const ADMIN_SELLER_LINE_STATUS_LABELS: Record<SellerLineStatus, string> = {
  awaiting: 'not confirmed by the seller',
  confirmed: 'confirmed, not ready',
  declined: 'declined by the seller',
  ready: 'ready for pickup',
};

export const SELLER_LINE_ACTIONS = ['confirm', 'decline', 'ready'] as const;
export type SellerLineAction = (typeof SELLER_LINE_ACTIONS)[number];

export const SELLER_LINE_ACTION_LABELS: Record<SellerLineAction, string> = {
  confirm: 'Confirm',
  decline: 'Decline',
  ready: 'Mark ready for pickup',
};

/** Which action a line in this state allows: confirm or decline first, then ready. */
export function sellerLineActions(status: SellerLineStatus): readonly SellerLineAction[] {
  if (status === 'awaiting') return ['confirm', 'decline'];
  if (status === 'confirmed') return ['ready', 'decline'];
  return [];
}

/** How long a vendor has, by default, to make a line ready for pickup. */
export const DEFAULT_READY_WITHIN_HOURS = 48;

/** The seller score's window: the last 30 days. */
export const SELLER_SCORE_DAYS = 30;

/** The seller score (docs/decisions/066): the lines due in the window, the share ready on time, and the declined. */
export interface SellerScore {
  linesDue: number;
  readyOnTime: number;
  late: number;
  declined: number;
  /** Whole percent of the due lines made ready on time; null with no line due. */
  onTimePercent: number | null;
  /** Whole percent of the window's lines declined; null with no line. */
  cancellationPercent: number | null;
}

export const SELLER_MESSAGES = {
  listingNotFound: 'This listing does not exist.',
  lineNotFound: 'This order line does not exist.',
  notEditable: 'This listing changed meanwhile. Please reload it.',
  lineMoved: 'This line cannot do that any more. Please reload the orders.',
  saved: 'Listing saved as a draft.',
  submitted: 'Listing sent for review.',
  reviewed: 'Listings reviewed.',
  notPending: 'Only listings waiting for review can be approved or rejected.',
} as const;

/** The deal form's values a vendor sets (the shared deal form's, less what only the shop sets). */
export interface SellerDealFields {
  name: string;
  description: string;
  category: string;
  originalPrice: string;
  discountPrice: string;
  flashSale: boolean;
  imageUrls: string[];
}

/** A vendor's listing in the seller center: its newest proposal and whether a version is live. */
export interface SellerListing {
  /** The newest proposal's id: what the seller center opens and edits. */
  id: string;
  kind: ListingKind;
  /** The live deal or product, once a version was approved. */
  listingId: string | null;
  status: ListingStatus;
  rejectionReason: string | null;
  name: string;
  price: string;
  imageUrl: string | null;
  live: boolean;
  updatedAt: string;
}

export interface SellerListingsResponse {
  listings: SellerListing[];
}

/** One listing to edit: the proposal's fields, and the live version's when there is one. */
export interface SellerListingResponse {
  listing: SellerListing & { fields: Record<string, unknown>; liveFields: Record<string, unknown> | null };
}

/** A line of an order to fulfil, as the vendor sees it: never the shopper's address or phone. */
export interface SellerOrderLine {
  kind: 'deal' | 'dropshipping';
  id: string;
  reference: string;
  item: string;
  quantity: number;
  total: string;
  shopperName: string;
  deliveryArea: string;
  orderStatus: string;
  sellerStatus: SellerLineStatus;
  placedAt: string;
  readyBy: string;
  readyAt: string | null;
  late: boolean;
}

export interface SellerOrdersResponse {
  lines: SellerOrderLine[];
}

/** GET /api/seller/me: who sells, for which vendor, and its score. */
export interface SellerAccountResponse {
  vendor: { id: string; reference: string; businessName: string; slug: string | null };
  score: SellerScore;
  readyWithinHours: number;
}

/** The admin's queue: a proposal with its vendor and the live version it would change. */
export interface AdminListingRevision {
  id: string;
  kind: ListingKind;
  listingId: string | null;
  vendor: { id: string; businessName: string; slug: string | null };
  status: ListingStatus;
  rejectionReason: string | null;
  fields: Record<string, unknown>;
  liveFields: Record<string, unknown> | null;
  submittedAt: string | null;
}

export interface AdminListingsResponse {
  revisions: AdminListingRevision[];
}

/** A seller's standing for the admin: its score and its lines waiting too long. */
export interface AdminSeller {
  id: string;
  reference: string;
  businessName: string;
  slug: string | null;
  status: string;
  score: SellerScore;
}

export interface AdminLateLine {
  kind: 'deal' | 'dropshipping';
  id: string;
  reference: string;
  vendor: string;
  item: string;
  sellerStatus: SellerLineStatus;
  readyBy: string;
}

export interface AdminSellersResponse {
  sellers: AdminSeller[];
  lateLines: AdminLateLine[];
  readyWithinHours: number;
}

/** The fields of a proposal the review compares, in the order the diff lists them, with their words. */
export const LISTING_FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  category: 'Category',
  originalPrice: 'Original price',
  discountPrice: 'Price',
  price: 'Price',
  flashSale: 'Flash sale',
  imageUrls: 'Images',
  videoUrl: 'Video',
  country: 'Country',
  shippingTime: 'Shipping time',
  inStock: 'In stock',
  minOrderQuantity: 'Minimum order',
  colors: 'Colours',
  sizes: 'Sizes',
};

/** The fields whose values differ between the live version and the proposal (all of them for a new listing). */
export function changedFields(
  proposed: Record<string, unknown>,
  live: Record<string, unknown> | null,
): string[] {
  return Object.keys(LISTING_FIELD_LABELS).filter(
    (field) =>
      Object.hasOwn(proposed, field) &&
      (live === null || JSON.stringify(proposed[field]) !== JSON.stringify(live[field])),
  );
}

/** "48 hours", "1 hour". */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
