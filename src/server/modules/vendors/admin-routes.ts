import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_ADMIN_VENDOR_REVIEW,
  API_ADMIN_VENDOR_STANDING,
  API_ADMIN_VENDORS,
} from '../../../shared/api-paths';
import { vendorStandingSchema } from '../../../shared/sellers/seller-forms';
import { VENDOR_ADMIN_MESSAGES } from '../../../shared/vendors/vendor-messages';
import { adminVendorsQuerySchema, vendorReviewSchema } from '../../../shared/vendors/vendor-review';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound, parseInput } from '../../errors';
import { currentAdmin } from '../../lib/current-admin';
import { listAdminVendors } from './list-admin-vendors';
import { reviewVendor } from './review-vendor';
import { sendVendorReviewEmail } from './send-vendor-review-email';
import { setVendorStanding } from './set-vendor-standing';

const vendorId = z.uuid();

/** Vendor verification; registered inside the admin plugin only. */
export function registerAdminVendorRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const { db, config } = deps;

  app.get(API_ADMIN_VENDORS, async (request) => {
    return listAdminVendors(db, parseInput(adminVendorsQuerySchema, request.query));
  });

  app.post(API_ADMIN_VENDOR_REVIEW, async (request) => {
    const { id } = request.params as { id: string };
    if (!vendorId.safeParse(id).success) throw notFound(VENDOR_ADMIN_MESSAGES.notFound);
    const review = parseInput(vendorReviewSchema, request.body);
    const vendor = await db.transaction(async (tx) => {
      const vendor = await reviewVendor(tx, { id, review, admin: currentAdmin(request) });
      await sendVendorReviewEmail(tx, { vendor, publicUrl: config.publicUrl });
      return vendor;
    });
    return { vendor };
  });

  app.post(API_ADMIN_VENDOR_STANDING, async (request) => {
    const { id } = request.params as { id: string };
    if (!vendorId.safeParse(id).success) throw notFound(VENDOR_ADMIN_MESSAGES.notFound);
    const standing = parseInput(vendorStandingSchema, request.body);
    return { vendor: await setVendorStanding(db, { id, standing, admin: currentAdmin(request) }) };
  });
}
