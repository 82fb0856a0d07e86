import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SIGN_IN_EMAIL } from '../shared/api-paths';
import { IDEMPOTENCY_KEY_HEADER } from '../shared/idempotency';
import { JSON_BODY_MESSAGES, MAX_JSON_DEPTH } from './lib/json-body';
import { signInAdmin } from './test/admin-session';
import { type RegisteredRoute, registeredRoutes } from './test/registered-routes';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp } from './test/test-app';

let t: TestApp;
let customerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  customerCookie = (await signUpVerified(t)).cookie;
  adminCookie = (await signInAdmin(t)).cookie;
});
afterAll(() => t.close());

/** A small body nested 5,000 levels: once enough to overflow the stack of anything that walked it. */
const DEEP = `${'{"a":'.repeat(5000)}null${'}'.repeat(5000)}`;

/** Bodies no route takes, each valid JSON. */
const HOSTILE_BODIES: Record<string, string> = {
  'nested 5,000 levels': DEEP,
  null: 'null',
  'a number': '42',
  'a string': '"text"',
  'an array': '[{"quantity":1}]',
};

/** Every registered route a body can be sent to (built from the app: a new route cannot skip it). */
function routesTakingABody(): RegisteredRoute[] {
  return registeredRoutes(t).filter((route) => !['GET', 'HEAD'].includes(route.method));
}

function send(route: RegisteredRoute, body: string) {
  return t.app.inject({
    method: route.method,
    url: route.url,
    headers: {
      origin: TEST_ORIGIN,
      // Signed in, as the route needs, so that the body is what decides the answer.
      cookie: route.admin ? adminCookie : customerCookie,
      'content-type': 'application/json',
      // The routes that answer once per key fingerprint the body too.
      [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID(),
    },
    payload: body,
  });
}

describe('a hostile JSON body, on every route that can be sent one', () => {
  it('covers the app’s routes and better-auth’s (the table is not empty)', () => {
    const patterns = routesTakingABody().map((route) => `${route.method} ${route.pattern}`);
    expect(patterns.length).toBeGreaterThan(60);
    for (const expected of [
      'POST /api/orders',
      'POST /api/requests/contact',
      'PUT /api/admin/products/:id',
      'POST /api/auth/update-user',
      `POST ${API_SIGN_IN_EMAIL}`,
    ]) {
      expect(patterns).toContain(expected);
    }
  });

  for (const [name, body] of Object.entries(HOSTILE_BODIES)) {
    it(`answers ${name} with a 4xx in words, never a 5xx`, async () => {
      for (const route of routesTakingABody()) {
        const answer = await send(route, body);
        const where = `${route.method} ${route.url} with ${name}`;
        expect(answer.statusCode, `${where}: ${answer.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${where}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        const message: unknown = answer.json().error?.message;
        expect(message, where).toMatch(/^[A-Z][^\n]*[a-z]+ [a-z]+/);
      }
    });
  }
});

describe('the JSON body parser', () => {
  const contact = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/requests/contact',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload,
    });

  it('says why it refused a body', async () => {
    const deep = await contact(DEEP);
    expect(deep.json().error).toMatchObject({ code: 'BODY_TOO_DEEP', message: JSON_BODY_MESSAGES.tooDeep });
    const array = await contact('[]');
    expect(array.json().error).toMatchObject({
      code: 'BODY_NOT_AN_OBJECT',
      message: JSON_BODY_MESSAGES.notAnObject,
    });
  });

  it('takes a body nested to the limit, and brackets inside strings do not count', async () => {
    const atLimit = `${'{"a":'.repeat(MAX_JSON_DEPTH)}null${'}'.repeat(MAX_JSON_DEPTH)}`;
    const answer = await contact(atLimit);
    // Read, then refused by the form's own rules (no name, e-mail...), in words.
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('VALIDATION_ERROR');

    const sent = await contact(
      JSON.stringify({
        name: 'Ama Owusu',
        email: 'ama@example.com',
        phone: '0241234567',
        subject: '[[[[ {{{{ brackets',
        message: `${'['.repeat(100)} "quoted \\" ${'{'.repeat(100)}`,
      }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
  });
});
