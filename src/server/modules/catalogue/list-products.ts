import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ProductPageResponse } from '../../../shared/catalogue/catalogue-page';
import type { CatalogueQuery } from '../../../shared/catalogue/catalogue-query';
import type { Db } from '../../db/client';
import { dropshippingProducts as products } from '../../db/schema';
import { toProduct } from './to-product';

export type ListProductsOptions = CatalogueQuery;

/** Escapes LIKE's wildcards (and its escape character), so that `%` and `_` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Active products matching every filter given: country tab, category, search text. */
function filters(options: ListProductsOptions): SQL {
  const conditions: SQL[] = [eq(products.isActive, true)];
  if (options.country) conditions.push(eq(products.country, options.country));
  if (options.category) conditions.push(eq(products.category, options.category));
  if (options.q) {
    // search_text is lower(name || ' ' || description || ' ' || category), trigram-indexed.
    conditions.push(sql`${products.searchText} LIKE '%' || lower(${escapeLike(options.q)}) || '%'`);
  }
  return and(...conditions)!;
}

/**
 * One page of the catalogue (spec 1, section 4) and the number of products matching the filters.
 * With a seed the order is a shuffle drawn from it: the same on every page (no repeats, no gaps),
 * another for another seed. Without one, newest first.
 */
export async function listProducts(db: Db, options: ListProductsOptions): Promise<ProductPageResponse> {
  const where = filters(options);
  if (options.q && options.seed !== undefined) return shuffledSearch(db, where, options.seed, options);
  const [rows, [counted]] = await Promise.all([
    options.seed === undefined
      ? newestPage(db, where, options)
      : shuffledPage(db, where, options.seed, options),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { products: rows.map(toProduct), total: Number(counted?.total ?? 0) };
}

function newestPage(db: Db, where: SQL, page: { offset: number; limit: number }) {
  return db
    .select()
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The page's ids are chosen first, ordered by a 64-bit hash of id and seed (PostgreSQL's
 * `uuid_hash_extended`: cheaper than md5 of text, measured in docs/decisions/009); id breaks ties.
 * Without search this reads only the narrow filter index; the 50 whole rows are read last.
 */
async function shuffledPage(db: Db, where: SQL, seed: number, page: { offset: number; limit: number }) {
  const rank = sql<string>`uuid_hash_extended(${products.id}, ${seed}::bigint)`.as('rank');
  const chosen = db
    .$with('chosen')
    .as(
      db
        .select({ id: products.id, rank })
        .from(products)
        .where(where)
        .orderBy(sql`rank`, products.id)
        .limit(page.limit)
        .offset(page.offset),
    );
  const rows = await db
    .with(chosen)
    .select({ product: products })
    .from(chosen)
    .innerJoin(products, eq(products.id, chosen.id))
    .orderBy(chosen.rank, chosen.id);
  return rows.map((row) => row.product);
}

/**
 * A shuffled search page in one pass: the trigram index finds the matches once, and the page and
 * the count both come from that set. Two queries would each re-check every match on the heap,
 * the larger part of a search's cost (docs/decisions/009).
 */
async function shuffledSearch(
  db: Db,
  where: SQL,
  seed: number,
  page: { offset: number; limit: number },
): Promise<ProductPageResponse> {
  const matches = db.$with('matches').as(db.select({ id: products.id }).from(products).where(where));
  const rank = sql<string>`uuid_hash_extended(${matches.id}, ${seed}::bigint)`.as('rank');
  const total = sql<number>`count(*) OVER ()`.mapWith(Number).as('total');
  const chosen = db
    .$with('chosen')
    .as(
      db
        .with(matches)
        .select({ id: matches.id, rank, total })
        .from(matches)
        .orderBy(sql`rank`, matches.id)
        .limit(page.limit)
        .offset(page.offset),
    );
  const rows = await db
    .with(chosen)
    .select({ product: products, total: chosen.total })
    .from(chosen)
    .innerJoin(products, eq(products.id, chosen.id))
    .orderBy(chosen.rank, chosen.id);
  if (rows.length > 0) return { products: rows.map((row) => toProduct(row.product)), total: rows[0]!.total };
  // Past the last page the window has no row to carry the count.
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  return { products: [], total: Number(counted?.total ?? 0) };
}
