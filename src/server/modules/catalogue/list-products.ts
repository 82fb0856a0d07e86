import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { ProductPageResponse } from '../../../shared/catalogue/catalogue-page';
import type { CatalogueQuery } from '../../../shared/catalogue/catalogue-query';
import type { Db } from '../../db/client';
import {
  catalogueSearch,
  catalogueShuffleHeads as heads,
  dropshippingProducts as products,
} from '../../db/schema';
import { productsMatching, searchTextContains } from './search-text';
import { productAnswerColumns, toProduct } from './to-product';

export type ListProductsOptions = CatalogueQuery;

/**
 * How many products match some filters: the same for every seed and page of those filters, so
 * the caller may keep it (cached-catalogue.ts does, until the catalogue changes). `key` names the
 * filters.
 */
export type MatchSummary = { total: number };
export type SummarizeMatches = (key: string, load: () => Promise<MatchSummary>) => Promise<MatchSummary>;

/**
 * The share of the catalogue in each pool seed's shuffle head (catalogue_shuffle_heads, kept by
 * migration 0017: ranks below -2^63 + 2^60, a sixteenth of the bigint range).
 */
const HEAD_SHARE = 1 / 16;
/**
 * What walking one head entry costs against re-checking and ranking one trigram match: a lookup of
 * the product's row by id against the next row of a bitmap scan (PGlite, 50,000 products: about
 * 10 µs against 2; docs/decisions/045).
 */
const WALK_COST = 5;
/** Pool seeds with a shuffle head: 0-99 (CATALOGUE_SEED_POOL; the migration's generate_series). */
const HEAD_SEEDS = 100;

/** Active products matching every filter given: country tab, category, rating, search text. */
function filters(options: ListProductsOptions): SQL {
  const conditions: SQL[] = [eq(products.isActive, true)];
  if (options.country) conditions.push(eq(products.country, options.country));
  if (options.category) conditions.push(eq(products.category, options.category));
  if (options.rating) conditions.push(gte(products.rating, options.rating));
  if (options.q) conditions.push(productsMatching(options.q));
  return and(...conditions)!;
}

/** The key of a set of filters, for the counts shared by every seed and page of them. */
function filtersKey(options: ListProductsOptions): string {
  return JSON.stringify([options.q, options.category, options.country, options.rating]);
}

/**
 * A search's filters, all on catalogue_search: the narrow copy of the columns they read. A search
 * re-checks every trigram match on its row, so it finds and counts its matches there, in 1,754
 * blocks at 50,000 products instead of up to 4,284 of product rows (docs/decisions/045).
 */
function searchFilters(q: string, options: ListProductsOptions): SQL {
  const conditions: SQL[] = [
    eq(catalogueSearch.isActive, true),
    searchTextContains(catalogueSearch.searchText, q),
  ];
  if (options.country) conditions.push(eq(catalogueSearch.country, options.country));
  if (options.category) conditions.push(eq(catalogueSearch.category, options.category));
  // The rating lives on the product's row only: a rated search checks each match there.
  if (options.rating) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.id} = ${catalogueSearch.productId} AND ${products.rating} >= ${options.rating})`,
    );
  }
  return and(...conditions)!;
}

/** How many active products match every filter given. */
async function countMatches(db: Db, options: ListProductsOptions): Promise<number> {
  const { q } = options;
  const [counted] = q
    ? await db.select({ total: count() }).from(catalogueSearch).where(searchFilters(q, options))
    : await db.select({ total: count() }).from(products).where(filters(options));
  return Number(counted?.total ?? 0);
}

/**
 * One page of the catalogue (docs/product/catalogue.md, "Paging") and the number of products matching the filters.
 * With a seed the order is a shuffle drawn from it: the same on every page (no repeats, no gaps),
 * another for another seed. Without one, newest first.
 */
export async function listProducts(
  db: Db,
  options: ListProductsOptions,
  summarize: SummarizeMatches = (_key, load) => load(),
): Promise<ProductPageResponse> {
  const { seed, q } = options;
  if (options.sort === 'rating') return ratedPage(db, options, summarize);
  if (seed !== undefined && seed >= 0 && seed < HEAD_SEEDS) {
    let searched: ProductPageResponse | undefined;
    const { total } = await summarize(filtersKey(options), async () => {
      if (!q) return { total: await countMatches(db, options) };
      // A term's first search: its page and its count from one pass over its matches, cheaper
      // than a count and then a head walk for all but the commonest terms (docs/decisions/045).
      searched = await shuffledSearch(db, q, options, seed);
      return { total: searched.total };
    });
    if (searched) return searched;
    if (options.offset >= total) return { products: [], total };
    const active = q
      ? (
          await summarize(filtersKey({ offset: 0, limit: 0 }), async () => ({
            total: await countMatches(db, { offset: 0, limit: 0 }),
          }))
        ).total
      : total;
    if (fitsInHead(total, active, options)) {
      const rows = await headPage(db, options, seed);
      // A full page means the head held the first offset + limit matches of the whole order: the
      // head has every product ranked below its bound, so none ranked between them is missing.
      if (rows.length === options.limit) return { products: rows.map(toProduct), total };
    }
  }
  if (q && seed !== undefined) return shuffledSearch(db, q, options, seed);
  const where = filters(options);
  const [rows, total] = await Promise.all([
    seed === undefined ? newestPage(db, where, options) : shuffledPage(db, where, seed, options),
    countMatches(db, options),
  ]);
  return { products: rows.map(toProduct), total };
}

/**
 * Whether to read a shuffled page from the seed's head. About total/16 of the matches are in it:
 * it should hold offset + limit of them twice over, or the page is likely to need a full ranking
 * anyway. A search also re-checks every head entry it walks on the wide rows (about
 * needed × active / total of them, `active` counting every active product), while the trigram
 * index re-checks and ranks `total` rows, each WALK_COST times cheaper: the head is taken only for
 * terms common enough to be cheaper.
 */
function fitsInHead(total: number, active: number, options: ListProductsOptions): boolean {
  const needed = options.offset + options.limit;
  if (total * HEAD_SHARE < 2 * needed) return false;
  return !options.q || (WALK_COST * needed * active) / total < total;
}

/**
 * A shuffled page read from the seed's precomputed head, in the same order as shuffledPage
 * (rank, then id): O(page) instead of O(matching products) (docs/decisions/045). Each head entry
 * walked is checked on its product's row, one row read by id, until the page is full. The check is
 * a lateral subquery with a LIMIT (one row by primary key: a no-op), which the planner may not
 * merge into a join: as a join, PGlite's planner hashed every product matching a search (a scan of
 * the whole table for a common word) instead of walking the head's first few hundred entries.
 */
async function headPage(db: Db, options: ListProductsOptions, seed: number) {
  const { q } = options;
  const where = q
    ? and(filters({ ...options, q: undefined }), searchTextContains(products.searchText, q))
    : filters(options);
  const product = db
    .select(productAnswerColumns)
    .from(products)
    .where(and(eq(products.id, heads.productId), where))
    .limit(1)
    .as('product');
  const rows = await db
    .select()
    .from(heads)
    .crossJoinLateral(product)
    .where(eq(heads.seed, seed))
    .orderBy(heads.rank, heads.productId)
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => row.product);
}

/**
 * Best rated first (docs/decisions/070): rating, then the number of reviews, then id, read from the
 * active products' rating index down to the page; a search keeps its matches' order the same way.
 */
async function ratedPage(
  db: Db,
  options: ListProductsOptions,
  summarize: SummarizeMatches,
): Promise<ProductPageResponse> {
  const { q } = options;
  const where = q
    ? and(
        filters({ ...options, q: undefined }),
        inArray(
          products.id,
          db.select({ id: catalogueSearch.productId }).from(catalogueSearch).where(searchFilters(q, options)),
        ),
      )!
    : filters(options);
  const [rows, { total }] = await Promise.all([
    db
      .select(productAnswerColumns)
      .from(products)
      .where(where)
      // NULLS LAST, as the index is written (the columns are never null): a plain DESC means
      // NULLS FIRST, an order the index cannot give, and every active product was sorted instead.
      .orderBy(
        sql`${products.rating} DESC NULLS LAST`,
        sql`${products.reviews} DESC NULLS LAST`,
        asc(products.id),
      )
      .limit(options.limit)
      .offset(options.offset),
    summarize(filtersKey(options), async () => ({ total: await countMatches(db, options) })),
  ]);
  return { products: rows.map(toProduct), total };
}

function newestPage(db: Db, where: SQL, page: { offset: number; limit: number }) {
  return db
    .select(productAnswerColumns)
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
    .select({ product: productAnswerColumns })
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
  q: string,
  options: ListProductsOptions,
  seed: number,
): Promise<ProductPageResponse> {
  const matches = db
    .$with('matches')
    .as(db.select({ id: catalogueSearch.productId }).from(catalogueSearch).where(searchFilters(q, options)));
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
        .limit(options.limit)
        .offset(options.offset),
    );
  const rows = await db
    .with(chosen)
    .select({ product: productAnswerColumns, total: chosen.total })
    .from(chosen)
    .innerJoin(products, eq(products.id, chosen.id))
    .orderBy(chosen.rank, chosen.id);
  if (rows.length > 0) return { products: rows.map((row) => toProduct(row.product)), total: rows[0]!.total };
  // Past the last page the window has no row to carry the count.
  return { products: [], total: await countMatches(db, options) };
}
