import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { Storage } from './adapters/storage/storage';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Auth } from './lib/auth/auth';
import { requireAdmin } from './lib/auth/guards';
import { setCurrentAdmin } from './lib/current-admin';
import { ownOrigins, refuseForeignOrigin } from './lib/own-origins';
import { registerAdminRoutes } from './modules/admin/routes';
import { registerAnalyticsRoutes } from './modules/analytics/routes';
import { registerAdminProductRoutes } from './modules/catalogue/admin-routes';
import { registerAdminDealRoutes } from './modules/deals/admin-routes';
import { registerAdminDhlRoutes } from './modules/dhl/admin-routes';
import { registerAdminDispatchRoutes } from './modules/dispatch/admin-routes';
import { registerAdminMessageRoutes } from './modules/messages/admin-routes';
import { registerAdminOrderRoutes } from './modules/orders/admin-routes';
import { registerAdminPayoutRoutes } from './modules/payouts/admin-routes';
import { registerAdminRequestRoutes } from './modules/requests/admin-routes';
import { registerAdminReviewRoutes } from './modules/reviews/admin-routes';
import { registerAdminRiderAppRoutes } from './modules/rider-app/admin-routes';
import { registerAdminRiderRoutes } from './modules/riders/admin-routes';
import { registerAdminSellerRoutes } from './modules/sellers/admin-routes';
import { registerAdminUploadRoutes } from './modules/uploads/admin-routes';
import { registerAdminVendorRoutes } from './modules/vendors/admin-routes';

export interface AdminApiDeps {
  auth: Auth;
  db: Db;
  /** For the dispatch view's live updates (LISTEN). */
  database: Database;
  config: Config;
  paymentProvider: PaymentProvider;
  storage: Storage;
}

/**
 * Every /api/admin/* endpoint, registered in one Fastify scope whose first hook checks the admin
 * session (401 without one, 403 for any other role), so that no admin route can forget it. Unlike
 * the shop's writes-only origin check, reads are refused from other sites too.
 */
export async function registerAdminApi(app: FastifyInstance, deps: AdminApiDeps) {
  const origins = ownOrigins(deps.config);
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      refuseForeignOrigin(request, origins);
      const user = await requireAdmin(deps.auth, request);
      setCurrentAdmin(request, { id: user.id, username: user.username ?? user.name });
    });
    registerAdminRoutes(scope, deps);
    registerAdminProductRoutes(scope, deps);
    registerAdminDealRoutes(scope, deps);
    await registerAdminUploadRoutes(scope, deps);
    registerAdminDhlRoutes(scope, deps);
    registerAdminOrderRoutes(scope, deps);
    registerAdminRequestRoutes(scope, deps);
    registerAdminVendorRoutes(scope, deps);
    registerAdminPayoutRoutes(scope, deps);
    registerAdminSellerRoutes(scope, deps);
    registerAdminRiderAppRoutes(scope, deps);
    registerAnalyticsRoutes(scope, deps);
    registerAdminMessageRoutes(scope, deps);
    registerAdminRiderRoutes(scope, deps);
    registerAdminDispatchRoutes(scope, deps);
    registerAdminReviewRoutes(scope, deps);
  });
}
