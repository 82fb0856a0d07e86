import { type Column, type SQL, sql } from 'drizzle-orm';
import { catalogueSearch, dropshippingProducts as products } from '../../db/schema';
import { escapeLike } from '../../lib/search-patterns';

/**
 * A case-insensitive substring match of q in a search_text column: catalogue_search's, where
 * searches find their matches (trigram-indexed), or a product row's own copy, for a check of one
 * row at a time (docs/decisions/009 and 045).
 */
export function searchTextContains(column: Column, q: string): SQL {
  return sql`${column} LIKE '%' || lower(${escapeLike(q)}) || '%'`;
}

/** The products whose search text contains q, their matches found on catalogue_search. */
export function productsMatching(q: string): SQL {
  return sql`${products.id} IN (SELECT ${catalogueSearch.productId} FROM ${catalogueSearch} WHERE ${searchTextContains(catalogueSearch.searchText, q)})`;
}
