import type { FastifyInstance } from 'fastify';
import {
  API_CATALOGUE_CATEGORIES,
  API_FEATURED_PRODUCTS,
  API_PRODUCT,
  API_PRODUCTS,
  API_SIMILAR_PRODUCTS,
} from '../../../shared/api-paths';
import { catalogueQuerySchema } from '../../../shared/catalogue/catalogue-query';
import type { Database } from '../../db/client';
import { parseInput } from '../../errors';
import { createCachedCatalogue } from './cached-catalogue';
import { sendPage } from './page-cache';

/** Catalogue answers may be reused for 30 s by browsers and shared caches. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=30';

export function registerCatalogueRoutes(app: FastifyInstance, deps: { database: Database }) {
  const catalogue = createCachedCatalogue({ database: deps.database, log: app.log });
  app.addHook('onReady', () => catalogue.listen());
  app.addHook('preClose', async () => catalogue.close());

  app.get(API_CATALOGUE_CATEGORIES, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { categories: await catalogue.categories() };
  });

  app.get(API_FEATURED_PRODUCTS, async (_request, reply) => {
    reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
    return { products: await catalogue.featured() };
  });

  app.get(API_PRODUCTS, async (request, reply) => {
    const page = await catalogue.page(parseInput(catalogueQuerySchema, request.query));
    reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
    return sendPage(request, reply, page);
  });

  app.get<{ Params: { id: string } }>(API_PRODUCT, async (request, reply) => {
    const page = await catalogue.product(request.params.id);
    reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
    return sendPage(request, reply, page);
  });

  app.get<{ Params: { id: string } }>(API_SIMILAR_PRODUCTS, async (request, reply) => {
    const page = await catalogue.similar(request.params.id);
    reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
    return sendPage(request, reply, page);
  });
}
