import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DEAL_EVENTS } from '../../shared/api-paths';
import { signInAdmin } from '../test/admin-session';
import { insertDeal, insertProduct } from '../test/fixtures';
import { openRefusingDatabase, type Refusal, type RefusingDatabase } from '../test/refusing-database';
import { type RegisteredRoute, registeredRoutes } from '../test/registered-routes';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp, uniqueEmail } from '../test/test-app';

// A database that refuses connections (an operator's CONNECTION LIMIT 0 or ALLOW_CONNECTIONS
// false, a server out of connection slots) is away like a database whose socket is gone: every
// route answers 503 in words with Retry-After, never 500, and /api/ready tells the balancer.
const serverUrl = process.env.TEST_DATABASE_URL;

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

describe.skipIf(!serverUrl)('a PostgreSQL that refuses connections (needs TEST_DATABASE_URL)', () => {
  let refusing: RefusingDatabase;
  let t: TestApp;
  let shopperCookie: string;
  let adminCookie: string;
  let shopper: { email: string; password: string };
  let dealId: string;
  let productId: string;
  beforeAll(async () => {
    refusing = await openRefusingDatabase(serverUrl!);
    t = await createTestApp({ openDatabase: async () => refusing.database });
    const signedUp = await signUpVerified(t);
    shopper = signedUp;
    shopperCookie = signedUp.cookie;
    adminCookie = (await signInAdmin(t)).cookie;
    dealId = (await insertDeal(t.db)).id;
    productId = (await insertProduct(t.db)).id;
  });
  afterAll(async () => {
    await refusing?.restore();
    // The database and the role go with it.
    await t?.close();
  });

  /** Bodies that pass each form's checks, so that the route gets as far as the database. */
  const validBodies = (): Record<string, unknown> => {
    const delivery = {
      deliveryName: 'Ama Owusu',
      deliveryPhone: '024 123 4567',
      deliveryAddress: '12 Oxford Street, Osu, Accra',
      region: 'greater-accra',
    };
    return {
      'POST /api/auth/sign-in/email': { email: shopper.email, password: shopper.password },
      'POST /api/auth/sign-up/email': {
        email: uniqueEmail('refused'),
        password: 'secret123',
        name: 'Esi',
        callbackURL: '/',
      },
      'POST /api/cart/items': { dealId },
      'POST /api/cart/checkout': delivery,
      'POST /api/checkout/orders': {
        productId,
        quantity: 1,
        fullName: 'Ama Owusu',
        phone: '024 123 4567',
        address: '12 Oxford Street, Osu',
        city: 'Accra',
        paymentMethod: 'mobile_money',
      },
      'POST /api/requests/contact': {
        name: 'Kwame Mensah',
        email: uniqueEmail('contact'),
        phone: '024 123 4567',
        subject: 'Delivery to Kumasi',
        message: 'Do you deliver to Kumasi on Saturdays?',
      },
      'POST /api/requests/track': { reference: 'REQ-234567', contact: '024 123 4567' },
    };
  };

  // Routes the issue saw answer 500: each of them must reach the database and answer 503.
  const MUST_REFUSE = [
    'GET /api/auth/get-session',
    'POST /api/auth/sign-in/email',
    'POST /api/auth/sign-up/email',
    'GET /api/account',
    'GET /api/cart',
    'POST /api/cart/items',
    'POST /api/cart/checkout',
    'GET /api/orders',
    'POST /api/checkout/orders',
    'GET /api/deals',
    'GET /api/deals/:id',
    `GET ${API_DEAL_EVENTS}`,
    'POST /api/requests/contact',
    'POST /api/requests/track',
    'GET /api/ready',
    'GET /api/health/ready',
    'GET /api/admin/dashboard',
  ];

  // The deal event stream is included: it starts listening on its first visit, which the refused
  // database turns into a 503 before the stream opens (nothing visited it before).
  const table = () => registeredRoutes(t);

  const send = (route: RegisteredRoute, bodies: Record<string, unknown>) => {
    const key = `${route.method} ${route.pattern}`;
    const payload = route.jsonBody ? ((bodies[key] ?? {}) as object) : undefined;
    return t.app.inject({
      method: route.method,
      url: route.url.replace(`/api/deals/00000000-0000-4000-8000-000000000000`, `/api/deals/${dealId}`),
      headers: {
        origin: TEST_ORIGIN,
        cookie: route.admin ? adminCookie : shopperCookie,
      },
      ...(payload && { payload }),
    });
  };

  /** What is wrong with an answer to a refused database, or nothing. */
  const refusalProblem = (route: RegisteredRoute, response: LightMyRequestResponse): string | undefined => {
    const name = `${route.method} ${route.pattern}`;
    if (response.statusCode !== 503) return `${name}: ${response.statusCode} ${response.body.slice(0, 200)}`;
    if (!(Number(response.headers['retry-after']) > 0)) return `${name}: no Retry-After`;
    if (route.method === 'HEAD') return undefined;
    const message = (response.json() as { error?: { message?: string } }).error?.message;
    // A drop-shipping order keeps its own words (docs/product/cart-and-checkout.md, "The drop-shipping checkout").
    const words =
      name === 'POST /api/checkout/orders' ? 'Failed to save order details. Please try again.' : UNAVAILABLE;
    return message === words ? undefined : `${name}: "${message}"`;
  };

  it.each<Refusal>(['connection-limit', 'closed-to-connections'])(
    'answers every route 503 in words with Retry-After, never 500, when the database refuses (%s)',
    async (how) => {
      const routes = table();
      for (const name of MUST_REFUSE) {
        expect(
          routes.some((route) => `${route.method} ${route.pattern}` === name),
          `${name} is registered`,
        ).toBe(true);
      }

      await refusing.refuse(how);
      try {
        const bodies = validBodies();
        const problems: string[] = [];
        for (const route of routes) {
          const response = await send(route, bodies);
          // A route that needs no database (liveness, a refused origin, a form's own checks) may
          // answer as usual; any other 5xx is a bug.
          const mustRefuse = MUST_REFUSE.includes(`${route.method} ${route.pattern}`);
          if (!mustRefuse && response.statusCode < 500) continue;
          const problem = refusalProblem(route, response);
          if (problem) problems.push(problem);
        }
        expect(problems).toEqual([]);
      } finally {
        await refusing.restore();
      }

      // The same app answers again once the database accepts connections.
      const bodies = validBodies();
      const after = (name: string) => send(routes.find((r) => `${r.method} ${r.pattern}` === name)!, bodies);
      expect((await after('GET /api/ready')).statusCode).toBe(200);
      expect((await after('GET /api/cart')).statusCode).toBe(200);
      expect((await after('POST /api/requests/contact')).statusCode).toBe(201);
    },
  );
});
