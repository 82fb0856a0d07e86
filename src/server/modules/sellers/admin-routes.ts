import type { FastifyInstance } from 'fastify';
import {
  API_ADMIN_LISTINGS,
  API_ADMIN_LISTINGS_REVIEW,
  API_ADMIN_SELLER_SETTINGS,
  API_ADMIN_SELLERS,
} from '../../../shared/api-paths';
import type { AdminListingsResponse, AdminSellersResponse } from '../../../shared/sellers/listing';
import { listingReviewSchema, sellerSettingsSchema } from '../../../shared/sellers/seller-forms';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { listAdminSellers } from './list-admin-sellers';
import { listListingQueue } from './list-listing-queue';
import { reviewListings } from './review-listings';
import { setSellerSettings } from './set-seller-settings';

/** Listings under review and the sellers' standing (docs/decisions/066); registered inside the admin plugin only. */
export function registerAdminSellerRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const { db, config } = deps;

  app.get(
    API_ADMIN_LISTINGS,
    async (): Promise<AdminListingsResponse> => ({ revisions: await listListingQueue(db) }),
  );

  app.post(API_ADMIN_LISTINGS_REVIEW, async (request) => {
    const review = parseInput(listingReviewSchema, request.body);
    return reviewListings(db, { review, admin: currentAdmin(request), publicUrl: config.publicUrl });
  });

  app.get(API_ADMIN_SELLERS, async (): Promise<AdminSellersResponse> => listAdminSellers(db, new Date()));

  app.put(API_ADMIN_SELLER_SETTINGS, async (request) => {
    const { readyWithinHours } = parseInput(sellerSettingsSchema, request.body);
    return setSellerSettings(db, { readyWithinHours, admin: currentAdmin(request) });
  });
}
