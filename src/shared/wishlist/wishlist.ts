export const WISHLIST_ITEM_NOT_FOUND_MESSAGE = 'This deal is not in your wishlist.';

/** GET /api/wishlist, and the answer of PUT and DELETE /api/wishlist/:dealId. Newest first. */
export interface Wishlist {
  dealIds: string[];
}
