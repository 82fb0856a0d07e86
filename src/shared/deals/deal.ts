/** The deals list is read newest first, 50 at most (docs/product/deals.md, "The deals lists"). */
export const DEALS_LIST_LIMIT = 50;
/** The bell counts the deals created within the last 7 days (badge caps at 99+) (docs/product/deals.md, "The new-deals bell"). */
export const NEW_DEALS_WINDOW_DAYS = 7;
export const NEW_DEALS_BADGE_CAP = 99;

export const DEAL_NOT_FOUND_MESSAGE = 'This deal is no longer available.';

/** A deal as the API sends it. Money is a 2-decimal string ("149.99"); dates are ISO strings. */
export interface Deal {
  id: string;
  name: string;
  description: string;
  originalPrice: string;
  discountPrice: string;
  /** Percent off, a whole number. */
  discount: number;
  vendor: string;
  /** The vendor's page (/store/{slug}) when a vendor sells it, `vendor` then being its name; null for the shop's own. */
  sellerSlug: string | null;
  category: string;
  verified: boolean;
  flashSale: boolean;
  rating: number;
  reviews: number;
  imageUrl: string | null;
  /** Always an array: the gallery, or just the main image for deals stored without one. */
  imageUrls: string[];
  createdAt: string;
}

/** GET /api/deals */
export interface DealListResponse {
  deals: Deal[];
}

/** GET /api/deals/:id */
export interface DealResponse {
  deal: Deal;
}

/** GET /api/deals/new-count */
export interface NewDealsCountResponse {
  count: number;
}

/**
 * The events of GET /api/deals/events (Server-Sent Events; the event name equals `type`).
 * insert: prepend; update: replace by id; delete: remove by id (docs/product/deals.md, "Live updates").
 * resync: the server may have missed changes (its database connection was re-established):
 * reload the list.
 */
export type DealEvent =
  | { type: 'insert'; deal: Deal }
  | { type: 'update'; deal: Deal }
  | { type: 'delete'; id: string }
  | { type: 'resync' };

export const DEAL_EVENT_TYPES = [
  'insert',
  'update',
  'delete',
  'resync',
] as const satisfies readonly DealEvent['type'][];

/** A deal's image list is normalised to an array when read (docs/product/deals.md, "What a deal holds"). */
export function normaliseImageUrls(imageUrl: string | null | undefined, imageUrls: unknown): string[] {
  const urls = Array.isArray(imageUrls)
    ? imageUrls.filter((url): url is string => typeof url === 'string' && url.trim() !== '')
    : [];
  if (urls.length === 0 && imageUrl) return [imageUrl];
  return urls;
}
