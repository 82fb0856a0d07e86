import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { Storage } from './adapters/storage/storage';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Auth } from './lib/auth/auth';
import { requireSeller } from './lib/auth/guards';
import { setCurrentSeller } from './lib/current-seller';
import { ownOrigins, refuseForeignOrigin } from './lib/own-origins';
import { registerSellerMoneyRoutes } from './modules/payouts/routes';
import { registerSellerReviewRoutes } from './modules/reviews/seller-routes';
import { registerSellerRoutes } from './modules/sellers/seller-routes';
import { registerSellerUploadRoutes } from './modules/uploads/admin-routes';

export interface SellerApiDeps {
  auth: Auth;
  db: Db;
  config: Config;
  storage: Storage;
  paymentProvider: PaymentProvider;
}

/**
 * Every /api/seller/* endpoint (docs/decisions/066), registered in one Fastify scope whose first
 * hook checks for a member of a verified vendor (401 without a session, 403 in words otherwise), so
 * that no seller route can forget it. Like the admin's, reads are refused from other sites too.
 */
export async function registerSellerApi(app: FastifyInstance, deps: SellerApiDeps) {
  const origins = ownOrigins(deps.config);
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      refuseForeignOrigin(request, origins);
      const { vendor } = await requireSeller(deps.auth, deps.db, request);
      setCurrentSeller(request, vendor);
    });
    registerSellerRoutes(scope, deps);
    registerSellerMoneyRoutes(scope, deps);
    registerSellerReviewRoutes(scope, deps);
    await registerSellerUploadRoutes(scope, deps);
  });
}
