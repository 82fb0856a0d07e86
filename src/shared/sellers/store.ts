import type { Product } from '../catalogue/product';
import type { Deal } from '../deals/deal';

/** A vendor's page lists at most this many deals and this many products, newest first. */
export const STORE_LISTINGS_LIMIT = 50;

export const STORE_NOT_FOUND_MESSAGE = 'This store does not exist.';

/** GET /api/stores/:slug */
export interface StoreResponse {
  store: {
    name: string;
    slug: string;
    description: string | null;
    /** When the shop verified the vendor. */
    joinedAt: string;
    /** Its listings' rating weighted by their reviews; null with no review yet. */
    rating: number | null;
    reviews: number;
  };
  deals: Deal[];
  products: Product[];
}

/** The "Sold by" link of a card or page whose listing a vendor sells. */
export const storePath = (slug: string) => `/store/${slug}`;
