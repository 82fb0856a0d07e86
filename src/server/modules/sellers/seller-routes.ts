import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_SELLER_LISTING,
  API_SELLER_LISTINGS,
  API_SELLER_ME,
  API_SELLER_ORDER_LINE,
  API_SELLER_ORDERS,
} from '../../../shared/api-paths';
import { PRODUCT_FORM_MESSAGES } from '../../../shared/catalogue/admin-product';
import { DEAL_IMAGE_MESSAGE } from '../../../shared/deals/admin-deal';
import {
  SELLER_MESSAGES,
  type SellerAccountResponse,
  type SellerListingResponse,
  type SellerListingsResponse,
  type SellerOrdersResponse,
} from '../../../shared/sellers/listing';
import {
  type SellerListingBody,
  sellerLineActionSchema,
  sellerListingSchema,
} from '../../../shared/sellers/seller-forms';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentSeller } from '../../lib/current-seller';
import { assertStoredImages } from '../../lib/stored-images';
import { actOnOrderLine } from './act-on-order-line';
import { getSellerAccount } from './get-seller-account';
import { getSellerListing } from './get-seller-listing';
import { listSellerListings } from './list-seller-listings';
import { listSellerOrderLines } from './list-seller-order-lines';
import { saveSellerListing } from './save-seller-listing';

const uuid = z.uuid();
const lineKind = z.enum(['deal', 'dropshipping']);

function listingId(params: unknown): string {
  const { id } = params as { id: string };
  if (!uuid.safeParse(id).success) throw notFound(SELLER_MESSAGES.listingNotFound);
  return id;
}

/**
 * The seller center's API (docs/decisions/066); registered inside the seller plugin only
 * (src/server/seller-api.ts), which has found the vendor. Every read and change names the vendor,
 * so another vendor's listing or line is not found.
 */
export function registerSellerRoutes(app: FastifyInstance, deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;

  /** A deal shows only the shop's own uploads; a product may link to images on public websites too. */
  function checkImages(body: SellerListingBody) {
    const rule =
      body.kind === 'deal'
        ? { field: 'fields.imageUrls', message: DEAL_IMAGE_MESSAGE, external: false }
        : { field: 'fields.imageUrls', message: PRODUCT_FORM_MESSAGES.imageLinks, external: true };
    assertStoredImages(storage, body.fields.imageUrls, rule);
  }

  app.get(
    API_SELLER_ME,
    async (request): Promise<SellerAccountResponse> =>
      getSellerAccount(db, { vendor: currentSeller(request), now: new Date() }),
  );

  app.get(
    API_SELLER_LISTINGS,
    async (request): Promise<SellerListingsResponse> => ({
      listings: await listSellerListings(db, currentSeller(request).id),
    }),
  );

  app.post(API_SELLER_LISTINGS, async (request, reply) => {
    const body = parseInput(sellerListingSchema, request.body);
    checkImages(body);
    const listing = await saveSellerListing(db, { vendorId: currentSeller(request).id, id: null, body });
    reply.status(201);
    return { listing };
  });

  app.get(
    API_SELLER_LISTING,
    async (request): Promise<SellerListingResponse> => ({
      listing: await getSellerListing(db, {
        id: listingId(request.params),
        vendorId: currentSeller(request).id,
      }),
    }),
  );

  app.put(API_SELLER_LISTING, async (request) => {
    const id = listingId(request.params);
    const body = parseInput(sellerListingSchema, request.body);
    checkImages(body);
    return { listing: await saveSellerListing(db, { vendorId: currentSeller(request).id, id, body }) };
  });

  app.get(
    API_SELLER_ORDERS,
    async (request): Promise<SellerOrdersResponse> => ({
      lines: await listSellerOrderLines(db, { vendorId: currentSeller(request).id, now: new Date() }),
    }),
  );

  app.post(API_SELLER_ORDER_LINE, async (request) => {
    const { kind, id } = request.params as { kind: string; id: string };
    const parsedKind = lineKind.safeParse(kind);
    if (!parsedKind.success || !uuid.safeParse(id).success) throw notFound(SELLER_MESSAGES.lineNotFound);
    const { action } = parseInput(sellerLineActionSchema, request.body);
    const line = await actOnOrderLine(db, {
      vendorId: currentSeller(request).id,
      kind: parsedKind.data,
      id,
      action,
      now: new Date(),
    });
    return { line };
  });
}
