import type { Deal } from '../deals/deal';

export const WISHLIST_ITEM_NOT_FOUND_MESSAGE = 'This deal is not in your wishlist.';

/** What the wishlist page shows of a saved deal: its current picture, name and price. */
export type WishlistDeal = Pick<
  Deal,
  'name' | 'vendor' | 'imageUrl' | 'discountPrice' | 'originalPrice' | 'discount'
>;

export interface WishlistItem {
  dealId: string;
  /** When the shopper saved it (ISO). */
  addedAt: string;
  /** null when an admin has deleted the deal since: shown as no longer available. */
  deal: WishlistDeal | null;
}

/** GET /api/wishlist, and the answer of PUT and DELETE /api/wishlist/:dealId. Newest first. */
export interface Wishlist {
  /** The hearts read these. */
  dealIds: string[];
  /** The wishlist page reads these (same order). */
  items: WishlistItem[];
}
