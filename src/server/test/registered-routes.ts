import {
  API_ADMIN_UPLOAD_IMAGES,
  API_AUTH,
  API_AUTH_ALL,
  API_PAYMENT_WEBHOOK,
  API_REVIEW_PHOTOS,
  API_RIDER_PHOTOS,
  API_SELLER_UPLOAD_IMAGES,
} from '../../shared/api-paths';
import { SIMULATED_PAGE_PREFIX } from '../adapters/payments/simulated-provider';
import type { TestApp } from './test-app';

export type RouteMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request a test can send to one registered route. */
export interface RegisteredRoute {
  method: RouteMethod;
  /** The route as registered, e.g. `/api/orders/:reference` (better-auth's own paths for `/api/auth/*`). */
  pattern: string;
  /** The route with sample parameters filled in, ready for `app.inject`. */
  url: string;
  /** The handler reads a JSON body (not multipart, form-encoded or raw bytes). */
  jsonBody: boolean;
  /** Only a signed-in admin reaches the handler (the admin API and better-auth's admin endpoints). */
  admin: boolean;
}

/** Sample values, by parameter name, that pass the routes' own format checks. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  itemId: '00000000-0000-4000-8000-000000000000',
  dealId: '00000000-0000-4000-8000-000000000000',
  orderId: '00000000-0000-4000-8000-000000000000',
  reference: 'ORD-234567',
  kind: 'deal',
  region: 'greater-accra',
  version: '1',
  token: 'sample-token',
  paymentReference: 'PAY-2345-6789-ABCD-EFGH',
  slug: 'sample-store-234567',
};

/** Routes that take a body other than JSON: the uploads (multipart), the webhook (raw bytes), the simulated payment page (a form). */
const NON_JSON_ROUTES = new Set([
  `POST ${API_ADMIN_UPLOAD_IMAGES}`,
  `POST ${API_SELLER_UPLOAD_IMAGES}`,
  `POST ${API_REVIEW_PHOTOS}`,
  `POST ${API_PAYMENT_WEBHOOK}`,
  `POST ${API_RIDER_PHOTOS}`,
  `POST ${SIMULATED_PAGE_PREFIX}/:reference`,
]);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const BRIDGED_AUTH_METHODS = new Set(['GET', 'POST']);

interface AuthEndpoint {
  path?: string;
  options?: { method?: string | string[] };
}

/**
 * Every route the app registered (from its `onRoute` list, so a new route cannot be left out),
 * with `/api/auth/*` expanded into better-auth's endpoints that the bridge serves. Fastify's
 * automatic HEAD routes are listed too; filter on `method` to leave them out.
 */
export function registeredRoutes(t: Pick<TestApp, 'routes' | 'auth'>): RegisteredRoute[] {
  const listed: { method: string; pattern: string }[] = [];
  for (const route of t.routes) {
    if (route.url !== API_AUTH_ALL) listed.push({ method: route.method, pattern: route.url });
  }
  for (const endpoint of Object.values(t.auth.api as Record<string, AuthEndpoint>)) {
    // Endpoints without a path are server-only (called from code, never over HTTP).
    if (!endpoint.path) continue;
    for (const method of [endpoint.options?.method ?? []].flat()) {
      if (!BRIDGED_AUTH_METHODS.has(method)) continue;
      listed.push({ method, pattern: `${API_AUTH}${endpoint.path}` });
      // Fastify answers HEAD wherever it answers GET, through the bridge as everywhere else.
      if (method === 'GET') listed.push({ method: 'HEAD', pattern: `${API_AUTH}${endpoint.path}` });
    }
  }
  return listed.map(({ method, pattern }) => ({
    method: method as RouteMethod,
    pattern,
    url: withSampleParams(pattern),
    jsonBody: BODY_METHODS.has(method) && !NON_JSON_ROUTES.has(`${method} ${pattern}`),
    admin: pattern.startsWith('/api/admin/') || pattern.startsWith(`${API_AUTH}/admin/`),
  }));
}

function withSampleParams(pattern: string): string {
  return pattern.replace(/:([a-zA-Z]+)/g, (_match, name: string) => {
    const sample = SAMPLE_PARAMS[name];
    if (!sample) throw new Error(`registered-routes.ts has no sample value for :${name} (in ${pattern})`);
    return sample;
  });
}
