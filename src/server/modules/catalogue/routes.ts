import type { FastifyInstance } from 'fastify';
import {
  API_CATALOGUE_CATEGORIES,
  API_FEATURED_PRODUCTS,
  API_PRODUCT,
  API_PRODUCTS,
  API_SIMILAR_PRODUCTS,
} from '../../../shared/api-paths';
import { CATALOGUE_SEED_POOL, type ProductPageResponse } from '../../../shared/catalogue/catalogue-page';
import { catalogueQuerySchema } from '../../../shared/catalogue/catalogue-query';
import type { CategorySummary } from '../../../shared/catalogue/category-summary';
import type { ProductListResponse, ProductResponse } from '../../../shared/catalogue/product';
import type { Database } from '../../db/client';
import { parseInput } from '../../errors';
import { listenForCatalogueChanges } from './catalogue-changes';
import { getProduct } from './get-product';
import { listCategories } from './list-categories';
import { listFeaturedProducts } from './list-featured-products';
import { listProducts, type MatchSummary, type SummarizeMatches } from './list-products';
import { listSimilarProducts } from './list-similar-products';
import { createPageCache, preferredEncoding } from './page-cache';
import { createShuffleFronts, FRONT_SIZE } from './shuffle-fronts';

const CATEGORY_CACHE_MS = 60_000;
/** Catalogue answers may be reused for 30 s by browsers and shared caches. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=30';
/** Catalogue pages kept per instance: a bound on the memory their compressed copies take. */
const PAGE_CACHE_ENTRIES = 500;
/** How long a cached page may be used without a change notice: Cache-Control's. */
const PAGE_TTL_MS = 30_000;
/**
 * How long a shuffle front or a match summary is kept while this instance hears every catalogue
 * change (a change empties them at once): long, so that each is read about once per change, not
 * per 30 s. Bounded all the same, for a connection lost without a word.
 */
const HEARD_TTL_MS = 5 * 60_000;

export function registerCatalogueRoutes(app: FastifyInstance, deps: { database: Database }) {
  const { database } = deps;
  const db = database.db;
  // Every page's header asks for the categories: one query a minute per instance is enough.
  let cache: { at: number; categories: CategorySummary[] } | undefined;
  const pages = createPageCache({ ttlMs: PAGE_TTL_MS, maxEntries: PAGE_CACHE_ENTRIES });
  // How many products match each set of filters: shared by every seed and page of them, so a
  // shuffled page that misses the page cache need not count its matches again (docs/decisions/045).
  let changesHeard = false;
  const heardTtl = () => (changesHeard ? HEARD_TTL_MS : PAGE_TTL_MS);
  const counts = createPageCache({ ttlMs: heardTtl, maxEntries: 200 });
  const summarize: SummarizeMatches = async (key, load) =>
    JSON.parse((await counts.get(key, load)).body) as MatchSummary;
  // The first pages of each pool seed's shuffle, unfiltered or per country tab, whatever their
  // size: one read of the first FRONT_SIZE products per seed serves them all (docs/decisions/045).
  const fronts = createShuffleFronts({
    ttlMs: heardTtl,
    load: (seed, country) => listProducts(db, { seed, country, offset: 0, limit: FRONT_SIZE }, summarize),
  });

  // An admin's change (on any instance) empties this instance's caches at once, so that no shopper
  // sees an old price for the 30 s a cached page would otherwise live.
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    try {
      stopListening = await listenForCatalogueChanges({
        database,
        log: app.log,
        onChange: () => {
          pages.clear();
          counts.clear();
          fronts.clear();
          cache = undefined;
          changesHeard = true;
        },
        onUnheard: () => {
          changesHeard = false;
          counts.clear();
          fronts.clear();
        },
      });
      changesHeard = true;
    } catch (error) {
      // The shop still works; cached pages then live their 30 s.
      app.log.error({ err: error }, 'cannot listen to catalogue changes');
    }
  });
  app.addHook('preClose', async () => stopListening?.());

  app.get(API_CATALOGUE_CATEGORIES, async (_request, reply) => {
    if (!cache || Date.now() - cache.at > CATEGORY_CACHE_MS) {
      cache = { at: Date.now(), categories: await listCategories(db) };
    }
    reply.header('cache-control', 'public, max-age=60');
    return { categories: cache.categories };
  });

  app.get(API_FEATURED_PRODUCTS, async (_request, reply) => {
    reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
    return { products: await listFeaturedProducts(db) };
  });

  app.get(API_PRODUCTS, async (request, reply) => {
    const query = parseInput(catalogueQuerySchema, request.query);
    const { q, category, country, offset, limit } = query;
    // Only the pool's seeds are honoured; any other stands for one of them (docs/decisions/009), so
    // a client sending a new seed per request is served cached pages like every shopper.
    const seed = query.seed === undefined ? undefined : query.seed % CATALOGUE_SEED_POOL;
    const key = JSON.stringify([q, category, country, seed, offset, limit]);
    const front =
      seed !== undefined && !q && !category && offset + limit <= FRONT_SIZE
        ? await fronts.get(seed, country)
        : undefined;
    const page =
      front?.page(offset, limit) ??
      (await pages.get(
        key,
        (): Promise<ProductPageResponse> => listProducts(db, { ...query, seed }, summarize),
      ));
    reply
      .header('cache-control', CATALOGUE_CACHE_CONTROL)
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8');
    // Compressed once per cached page, not once per request: compressing costs more than serving.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return page.body;
    reply.header('content-encoding', encoding);
    return page.encoded(encoding);
  });

  app.get<{ Params: { id: string } }>(API_PRODUCT, async (request, reply): Promise<ProductResponse> => {
    const product = await getProduct(db, request.params.id);
    reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
    return { product };
  });

  app.get<{ Params: { id: string } }>(
    API_SIMILAR_PRODUCTS,
    async (request, reply): Promise<ProductListResponse> => {
      const products = await listSimilarProducts(db, request.params.id);
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      return { products };
    },
  );
}
