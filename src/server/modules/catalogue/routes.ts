import type { FastifyInstance } from 'fastify';
import type { CategorySummary } from '../../../shared/catalogue/category-summary';
import type { Db } from '../../db/client';
import { listCategories } from './list-categories';
import { listFeaturedProducts } from './list-featured-products';

const CATEGORY_CACHE_MS = 60_000;

export function registerCatalogueRoutes(app: FastifyInstance, deps: { db: Db }) {
  // Every page's header asks for the categories: one query a minute per instance is enough.
  let cache: { at: number; categories: CategorySummary[] } | undefined;

  app.get('/api/catalogue/categories', async (_request, reply) => {
    if (!cache || Date.now() - cache.at > CATEGORY_CACHE_MS) {
      cache = { at: Date.now(), categories: await listCategories(deps.db) };
    }
    reply.header('cache-control', 'public, max-age=60');
    return { categories: cache.categories };
  });

  app.get('/api/catalogue/featured', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=30');
    return { products: await listFeaturedProducts(deps.db) };
  });
}
