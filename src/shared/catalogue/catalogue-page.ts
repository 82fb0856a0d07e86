import type { Product } from './product';

// Apart from catalogue-query.ts, so that the web's catalogue page can read the limits without zod.

/** The catalogue shows 50 products, then 20 more per "View More Products" (docs/product/catalogue.md, "Paging"). */
export const CATALOGUE_PAGE_SIZE = 50;
export const CATALOGUE_PAGE_STEP = 20;

/** The most one request may ask for (the first page). */
export const CATALOGUE_MAX_LIMIT = CATALOGUE_PAGE_SIZE;
export const CATALOGUE_SEARCH_MAX_LENGTH = 100;
export const CATALOGUE_CATEGORY_MAX_LENGTH = 100;
/** Shuffle seeds are 31-bit, so that any browser can draw one with Math.random. */
export const CATALOGUE_MAX_SEED = 2 ** 31 - 1;
/**
 * Seeds are drawn from 0 to CATALOGUE_SEED_POOL - 1: a hundred orders are fresh enough for a
 * shopper, and so few that a shuffled first page repeats and is served from cache (docs/decisions/009).
 */
export const CATALOGUE_SEED_POOL = 100;

export const CATALOGUE_QUERY_MESSAGES = {
  q: `Search text can be at most ${CATALOGUE_SEARCH_MAX_LENGTH} characters.`,
  category: `Category can be at most ${CATALOGUE_CATEGORY_MAX_LENGTH} characters.`,
  country: 'Country must be USA or China.',
  seed: `Seed must be a whole number from 0 to ${CATALOGUE_MAX_SEED}.`,
  offset: 'Offset must be a whole number, 0 or more.',
  limit: `Limit must be a whole number from 1 to ${CATALOGUE_MAX_LIMIT}.`,
  sort: 'Sort must be rating, or none for the shuffled order.',
  rating: 'Rating must be 4 (4 stars and up), or none for every rating.',
} as const;

/** GET /api/catalogue/products: one page of the filtered catalogue and the filtered count. */
export interface ProductPageResponse {
  products: Product[];
  total: number;
}
