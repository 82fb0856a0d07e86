import { CATALOGUE_SEED_POOL } from '../../../shared/catalogue/catalogue-page';
import type { CatalogueQuery } from '../../../shared/catalogue/catalogue-query';
import type { CategorySummary } from '../../../shared/catalogue/category-summary';
import type { Product } from '../../../shared/catalogue/product';
import type { Database } from '../../db/client';
import { type Cache, createCache } from '../../lib/cache';
import type { Logger } from '../../lib/logger';
import { listenForCatalogueChanges } from './catalogue-changes';
import { getProduct } from './get-product';
import { listCategories } from './list-categories';
import { listFeaturedProducts } from './list-featured-products';
import { listProducts, type MatchSummary, type SummarizeMatches } from './list-products';
import { listSimilarProducts } from './list-similar-products';
import { CachedPage } from './page-cache';
import { FRONT_SIZE, ShuffleFront } from './shuffle-fronts';

/** How long a cached answer may be used without a change notice: the answers' Cache-Control's. */
const UNHEARD_TTL_MS = 30_000;
/**
 * How long an answer is kept while this instance hears every catalogue change (a change empties
 * every cache at once): long, so that each is read about once per change, not per 30 s. Bounded
 * all the same, for a connection lost without a word.
 */
const HEARD_TTL_MS = 5 * 60_000;
/** Every page's header asks for the categories: one read a minute at most. */
const CATEGORIES_TTL_MS = 60_000;
const MB = 1024 * 1024;

export type CachedCatalogue = ReturnType<typeof createCachedCatalogue>;

/**
 * The shop's catalogue reads, answered from this instance's memory and read from the database
 * once per catalogue change: shoppers read far more often than admins write, so a read costs the
 * same whatever the catalogue's size (docs/decisions/063). Every cache is bounded in entries and
 * bytes, and an admin's change on any instance (the catalogue_changed notice) empties them all
 * at once, so no shopper sees an old price.
 */
export function createCachedCatalogue(deps: { database: Database; log: Logger }) {
  const { database, log } = deps;
  const db = database.db;
  let changesHeard = false;
  const ttlMs = () => (changesHeard ? HEARD_TTL_MS : UNHEARD_TTL_MS);

  const categories = createCache<CategorySummary[]>({ maxEntries: 1, ttlMs: CATEGORIES_TTL_MS });
  const featured = createCache<Product[]>({ maxEntries: 1, ttlMs });
  // How many products match each set of filters: shared by every seed and page of them, so a
  // page that misses need not count its matches again (docs/decisions/045).
  const counts = createCache<MatchSummary>({ maxEntries: 1000, ttlMs });
  // The first FRONT_SIZE products of each pool seed's shuffle, unfiltered, per country tab or per
  // category: one read per seed and filters serves every page the web asks for within them.
  // Bounded by the bytes each really keeps (its compressed pages, measured again as they are
  // made): room for every seed of every category and filter that a shopper reaches.
  const fronts = createCache<ShuffleFront>({
    maxEntries: 10_000,
    maxSize: 32 * MB,
    sizeOf: (front) => front.size,
    ttlMs,
  });
  // One JSON text per product, shared by every front that shows it: a product is in the fronts
  // of many seeds and filters. Its byte bound holds about 70,000 texts of a product's usual size;
  // a larger count would only grow the arrays lru-cache allocates whole at start (about 50 bytes
  // an entry, held from the first request).
  const texts = createCache<string>({
    maxEntries: 70_000,
    maxSize: 48 * MB,
    sizeOf: (text) => text.length,
    ttlMs,
  });
  const text = (product: Product) => {
    const written = JSON.stringify(product);
    const kept = texts.peek(product.id);
    if (kept === written) return kept;
    texts.set(product.id, written);
    return written;
  };
  // Written answers, bounded by the bytes they keep as well as their number.
  const pageCache = (maxEntries: number, pageTtlMs: number | (() => number)) =>
    createCache<CachedPage>({
      maxEntries,
      maxSize: 16 * MB,
      sizeOf: (page) => page.keptBytes,
      ttlMs: pageTtlMs,
    });
  /** The page kept under `key`, measured again as each compressed form is made. */
  const keptPage = (cache: Cache<CachedPage>, key: string, text: () => Promise<string | (() => string)>) =>
    cache.get(key, async () => new CachedPage(await text(), { onCompressed: () => cache.resize(key) }));
  // Any other page (a search, a page past the front, newest first): kept for the time a browser
  // may keep it, since a search's terms are too many to keep until the next change.
  const pages = pageCache(2000, UNHEARD_TTL_MS);
  // Pages sorted by rating: few (filters times pages), kept until the next change like the fronts.
  const sorted = pageCache(2000, ttlMs);
  const products = pageCache(20_000, ttlMs);
  const similar = pageCache(2000, ttlMs);
  const all = [categories, featured, counts, fronts, texts, pages, sorted, products, similar];

  const summarize: SummarizeMatches = (key, load) => counts.get(key, load);
  const front = (seed: number, query: CatalogueQuery) => {
    const key = JSON.stringify([query.country, query.category, query.rating, seed]);
    return fronts.get(key, async () => {
      const { country, category, rating } = query;
      return new ShuffleFront(
        await listProducts(db, { seed, country, category, rating, offset: 0, limit: FRONT_SIZE }, summarize),
        text,
        // Measured by what it keeps: its pages are compressed as they are first asked for.
        () => fronts.resize(key),
      );
    });
  };

  let stopListening: (() => Promise<void>) | undefined;

  return {
    categories: () => categories.get('', () => listCategories(db)),
    featured: () => featured.get('', () => listFeaturedProducts(db)),

    /** One page of the catalogue (listProducts), serialized and ready to compress. */
    async page(query: CatalogueQuery): Promise<CachedPage> {
      // Only the pool's seeds are honoured; any other stands for one of them (docs/decisions/009),
      // so a client sending a new seed per request is served cached pages like every shopper.
      const seed = query.seed === undefined ? undefined : query.seed % CATALOGUE_SEED_POOL;
      const { q, category, country, sort, rating, offset, limit } = query;
      if (seed !== undefined && !q && !sort && offset + limit <= FRONT_SIZE) {
        const page = (await front(seed, query)).page(offset, limit);
        if (page) return page;
      }
      // Sorted by rating, the seed changes nothing: one answer serves every seed.
      const pageSeed = sort ? undefined : seed;
      const cache = sort && !q ? sorted : pages;
      return keptPage(
        cache,
        JSON.stringify([q, category, country, pageSeed, sort, rating, offset, limit]),
        async () => JSON.stringify(await listProducts(db, { ...query, seed: pageSeed }, summarize)),
      );
    },

    /** The product page's product, or 404 (getProduct). */
    product: (id: string) =>
      keptPage(products, id, async () => JSON.stringify({ product: await getProduct(db, id) })),

    /** The product page's similar products, or 404 (listSimilarProducts). */
    similar: (id: string) =>
      keptPage(similar, id, async () => {
        // Fifty products' shared texts, kept compressed: the text is written again only when a
        // client accepts no compression.
        const parts = (await listSimilarProducts(db, id)).map(text);
        return () => `{"products":[${parts.join(',')}]}`;
      }),

    /**
     * Starts hearing catalogue changes (through any instance): each empties every cache. Without
     * the notice the shop still works, and a cached answer lives its 30 s.
     */
    async listen() {
      try {
        stopListening = await listenForCatalogueChanges({
          database,
          log,
          onChange: () => {
            for (const cache of all) cache.clear();
            changesHeard = true;
          },
          onUnheard: () => {
            changesHeard = false;
            for (const cache of all) cache.clear();
          },
        });
        changesHeard = true;
      } catch (error) {
        log.error({ err: error }, 'cannot listen to catalogue changes');
      }
    },
    close: () => stopListening?.(),
  };
}
