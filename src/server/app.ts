import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { createConfiguredPaymentProvider } from './adapters/payments/configured-provider';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { registerSimulatedPaymentPages } from './adapters/payments/simulated-payment-page';
import { isSimulatedProvider } from './adapters/payments/simulated-provider';
import { createConfiguredStorage } from './adapters/storage/configured-storage';
import type { Storage } from './adapters/storage/storage';
import { registerAdminApi } from './admin-api';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './errors';
import { createAuth } from './lib/auth/auth';
import { registerCachePolicy } from './lib/cache-policy';
import { registerCompression } from './lib/compression';
import { registerJsonBodyParser } from './lib/json-body';
import { ownOrigins, refuseForeignOrigin } from './lib/own-origins';
import { registerPublicAddressRedirect } from './lib/public-address';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id';
import { registerServerTiming } from './lib/server-timing';
import { registerStorableInputGuard } from './lib/storable-input';
import { trustProxyOption } from './lib/trusted-proxies';
import { registerAccountRoutes } from './modules/account/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerCartRoutes } from './modules/cart/routes';
import { registerCatalogueRoutes } from './modules/catalogue/routes';
import { registerCheckoutRoutes } from './modules/checkout/routes';
import { registerDealRoutes } from './modules/deals/routes';
import { registerDevMailboxRoutes } from './modules/dev-mailbox/routes';
import { registerDhlRoutes } from './modules/dhl/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { createMetrics } from './modules/metrics/metrics';
import { registerMetricsRoutes } from './modules/metrics/routes';
import { registerOrderRoutes } from './modules/orders/routes';
import { registerRequestRoutes } from './modules/requests/routes';
import { registerReviewRoutes } from './modules/reviews/routes';
import { registerRiderAppRoutes } from './modules/rider-app/routes';
import { registerStoreRoutes } from './modules/sellers/routes';
import { registerShareRoutes } from './modules/share/routes';
import { registerVendorRoutes } from './modules/vendors/routes';
import { registerWishlistRoutes } from './modules/wishlist/routes';
import { registerSellerApi } from './seller-api';
import { registerWebApp } from './web-app';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Takes the drop-shipping payments; defaults to the one the config names. */
  paymentProvider?: PaymentProvider;
  /** Where local uploads are served from; none in API tests. */
  uploadsDir?: string;
  /** Where uploaded images are stored; defaults to the one the config names. */
  storage?: Storage;
  /** The built web app; defaults to dist/web. */
  webDir?: string;
  /** The server renderer's module (ADR 043); defaults to dist/ssr's, or none with a webDir. */
  ssrEntry?: string;
  /** Where the log lines go, at info, even in tests: a test that reads them (no secret in a log). */
  logStream?: { write(line: string): void };
}

/** The whole HTTP application, without listening: main.ts serves it, tests inject requests. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const { db } = database;
  const paymentProvider = deps.paymentProvider ?? createConfiguredPaymentProvider(config, db);

  const storage = deps.storage ?? createConfiguredStorage(config);

  const app = Fastify({
    logger: deps.logStream
      ? { level: 'info', stream: deps.logStream, redact: ['req.headers.cookie', 'req.headers.authorization'] }
      : config.env === 'test'
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 256 * 1024,
    genReqId: requestIdOf,
  });
  // The id is the answer's header too (the SSE route copies it when it takes over the response).
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Every route as registered, for tests that must cover all of them (the admin security table).
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // Pages under another name go to PUBLIC_URL's, where the session and the written links agree.
  registerPublicAddressRedirect(app, { publicUrl: config.publicUrl });
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  registerStorableInputGuard(app);
  registerCachePolicy(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploaded images may live in an S3 bucket on another origin.
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : [])],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // The service worker (dist/web/sw.js) and the web app manifest: only the shop's own.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicUrl.startsWith('https://') && { upgradeInsecureRequests: [] }),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://'),
  });
  registerCompression(app);
  registerServerTiming(app);

  // Cookie-authenticated writes must come from the shop's own pages (lib/own-origins.ts).
  const origins = ownOrigins(config);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    refuseForeignOrigin(request, origins);
  });

  const auth = createAuth({ db, config });
  registerAuthRoutes(app, { auth, db, config });
  registerHealthRoutes(app, { db });
  const metrics = createMetrics({ database });
  registerMetricsRoutes(app, { config, metrics });
  registerCatalogueRoutes(app, { database });
  registerDealRoutes(app, { database });
  const sharePreviews = registerShareRoutes(app, { database, storage });
  registerCartRoutes(app, { auth, db });
  registerWishlistRoutes(app, { auth, db });
  registerAccountRoutes(app, { auth, db });
  registerOrderRoutes(app, { auth, db, config });
  registerCheckoutRoutes(app, { auth, db, config, provider: paymentProvider });
  if (isSimulatedProvider(paymentProvider)) {
    registerSimulatedPaymentPages(app, { provider: paymentProvider });
  }
  registerRequestRoutes(app, { auth, db, config, provider: paymentProvider });
  registerDhlRoutes(app, { auth, db, config });
  registerVendorRoutes(app, { auth, db, config });
  registerStoreRoutes(app, { db });
  await registerReviewRoutes(app, { auth, db, config, storage });
  await registerRiderAppRoutes(app, { auth, db, config, storage });
  await registerAdminApi(app, { auth, db, database, config, paymentProvider, storage });
  await registerSellerApi(app, { auth, db, config, storage, paymentProvider });
  if (config.devMailbox && !config.smtpUrl) registerDevMailboxRoutes(app, { db });
  registerWebApp(app, {
    uploadsDir: deps.uploadsDir,
    webDir: deps.webDir,
    ssrEntry: deps.ssrEntry,
    paymentProvider: paymentProvider.name,
    sharePreviews,
    publicUrl: config.publicUrl,
  });

  return { app, auth, paymentProvider, storage, routes, metrics };
}
