import type { FastifyInstance } from 'fastify';
import { API_STORE } from '../../../shared/api-paths';
import { STORE_NOT_FOUND_MESSAGE, type StoreResponse } from '../../../shared/sellers/store';
import { STORE_SLUG_PATTERN } from '../../../shared/sellers/store-slug';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { getStore } from './get-store';

/** The shop's public side of the sellers: a vendor's page (docs/decisions/066). */
export function registerStoreRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(API_STORE, async (request): Promise<StoreResponse> => {
    const { slug } = request.params as { slug: string };
    if (!STORE_SLUG_PATTERN.test(slug)) throw notFound(STORE_NOT_FOUND_MESSAGE);
    return getStore(deps.db, slug);
  });
}
