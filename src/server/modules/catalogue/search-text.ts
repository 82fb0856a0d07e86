import { type SQL, sql } from 'drizzle-orm';
import { catalogueSearch, dropshippingProducts as products } from '../../db/schema';

/** Escapes LIKE's wildcards (and its escape character), so that `%` and `_` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * A case-insensitive substring match of the search text, on catalogue_search: the narrow copy of
 * each product's search_text, trigram-indexed (docs/decisions/009 and 045).
 */
export function searchTextContains(q: string): SQL {
  return sql`${catalogueSearch.searchText} LIKE '%' || lower(${escapeLike(q)}) || '%'`;
}

/** The products whose search text contains q, their matches found on catalogue_search. */
export function productsMatching(q: string): SQL {
  return sql`${products.id} IN (SELECT ${catalogueSearch.productId} FROM ${catalogueSearch} WHERE ${searchTextContains(q)})`;
}
