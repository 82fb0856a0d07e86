/**
 * Reviews from buyers (docs/decisions/070): the answers' shapes, the rules both sides read and the
 * words. Zod-free: the deal and product pages' first load reads them.
 */
import type { OrderKind } from '../orders/order-status';

export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REJECTION_MAX = 300;
export const MAX_REVIEW_PHOTOS = 3;
/** Reviews per page on a deal or product page. */
export const REVIEWS_PAGE_SIZE = 5;

export const REVIEW_SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];

export function isReviewSort(value: unknown): value is ReviewSort {
  return REVIEW_SORTS.some((sort) => sort.value === value);
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Published',
  rejected: 'Not published',
};

/** What the shop calls itself when it replies to a review of its own listing. */
export const SHOP_REPLY_NAME = 'GhanaMart';

/** One published review, as a deal or product page lists it. */
export interface PublicReview {
  id: string;
  authorName: string;
  rating: number;
  body: string;
  photoUrls: string[];
  /** Written by the buyer of a delivered order line. */
  verifiedPurchase: boolean;
  helpfulCount: number;
  createdAt: string;
  reply: { by: string; text: string; at: string } | null;
}

export interface ListingReviewsResponse {
  reviews: PublicReview[];
  total: number;
  page: number;
  pageSize: number;
  sort: ReviewSort;
}

/** One line of an order, as its review panel on the order page sees it. */
export interface OrderLineReview {
  kind: OrderKind;
  lineId: string;
  name: string;
  /** The line was delivered: it may be reviewed, once. */
  delivered: boolean;
  review: { rating: number; body: string; status: ReviewStatus; statusLabel: string } | null;
}

export interface OrderReviewsResponse {
  lines: OrderLineReview[];
}

export interface SubmitReviewResponse {
  review: { id: string; status: ReviewStatus };
}

export interface ReviewPhotosResponse {
  urls: string[];
}

/** A review as the admin (or a seller) moderates or answers it. */
export interface AdminReview {
  id: string;
  listingKind: OrderKind;
  listingId: string;
  listingName: string;
  authorName: string;
  rating: number;
  body: string;
  photoUrls: string[];
  verifiedPurchase: boolean;
  status: ReviewStatus;
  statusLabel: string;
  rejectionReason: string | null;
  /** The listing's vendor's business name; null for the shop's own listings. */
  vendorName: string | null;
  reply: { by: string; text: string; at: string } | null;
  createdAt: string;
}

export interface AdminReviewsResponse {
  reviews: AdminReview[];
  total: number;
  page: number;
  pageSize: number;
}

export const REVIEW_MESSAGES = {
  notDelivered: 'You can review an item once it has been delivered.',
  alreadyReviewed: 'You have already reviewed this item.',
  lineNotFound: 'We could not find this item in your order.',
  orderNotFound: 'We could not find this order.',
  reviewNotFound: 'We could not find this review.',
  alreadyReplied: 'This review has already been answered.',
  notYourListing: 'Only the seller of this item can answer its reviews.',
  vendorListing: 'This item is sold by a vendor: the vendor answers its reviews.',
  notPublished: 'Only published reviews can be answered.',
  signInToVote: 'Please sign in to say a review was helpful.',
  photoNotStored: 'Please upload photos through the review form.',
  listingGone: 'This item is no longer sold, so it cannot be reviewed.',
} as const;

/** "Amaka O." from "Amaka Okafor": the name a review shows. */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A shopper';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!;
}
