import type { FastifyInstance } from 'fastify';
import { API_ADMIN_DEAL, API_ADMIN_DEALS } from '../../../shared/api-paths';
import {
  type AdminDealListResponse,
  type AdminDealResponse,
  createDealSchema,
  DEAL_IMAGE_MESSAGE,
  updateDealSchema,
} from '../../../shared/deals/admin-deal';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { assertStoredImages } from '../../lib/stored-images';
import { isUuid } from '../../lib/uuid';
import { createDeal } from './create-deal';
import { deleteDeal } from './delete-deal';
import { listAdminDeals } from './list-admin-deals';
import { DEAL_NOT_FOUND_ADMIN, updateDeal } from './update-deal';

function dealId(params: unknown): string {
  const { id } = params as { id: string };
  if (!isUuid(id)) throw notFound(DEAL_NOT_FOUND_ADMIN);
  return id;
}

/** Create New Deal and Manage Deals (docs/product/admin.md, "Deals"); registered inside the admin plugin only. */
export function registerAdminDealRoutes(app: FastifyInstance, deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;
  // A deal shows only the shop's own uploads.
  const imageRule = { field: 'imageUrls', message: DEAL_IMAGE_MESSAGE, external: false };

  app.get(API_ADMIN_DEALS, async (): Promise<AdminDealListResponse> => ({ deals: await listAdminDeals(db) }));

  app.post(API_ADMIN_DEALS, async (request, reply): Promise<AdminDealResponse> => {
    const input = parseInput(createDealSchema, request.body);
    assertStoredImages(storage, input.imageUrls, imageRule);
    const deal = await createDeal(db, { input, admin: currentAdmin(request) });
    reply.status(201);
    return { deal };
  });

  app.patch(API_ADMIN_DEAL, async (request): Promise<AdminDealResponse> => {
    const id = dealId(request.params);
    const input = parseInput(updateDealSchema, request.body);
    assertStoredImages(storage, input.imageUrls, imageRule);
    return { deal: await updateDeal(db, { id, input, admin: currentAdmin(request) }) };
  });

  app.delete(API_ADMIN_DEAL, async (request, reply) => {
    await deleteDeal(db, { id: dealId(request.params), admin: currentAdmin(request) });
    return reply.status(204).send();
  });
}
