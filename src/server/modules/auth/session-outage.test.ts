import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAdmin } from '../../test/admin-session';
import { browser, insertDeal } from '../../test/fixtures';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp } from '../../test/test-app';

// The embedded database fails on demand as a closed PGlite does; the same outage on PostgreSQL
// (a cut TCP connection) is src/server/reliability/database-outage.test.ts.
const UNAVAILABLE = {
  error: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is temporarily unavailable. Please try again shortly.',
  },
};

describe.skipIf(process.env.TEST_DATABASE_URL)('sessions while PGlite fails (PGlite only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const fail = () => vi.spyOn(PGlite.prototype, 'query').mockRejectedValue(new Error('PGlite is closed'));

  it('answers 503 in words on signed-in routes and on better-auth routes, then recovers', async () => {
    const { cookie, email, password } = await signUpVerified(t);
    const admin = await signInAdmin(t);
    const deal = await insertDeal(t.db);
    const shopper = browser(t, cookie);

    fail();
    const answers = {
      cart: await shopper.get('/api/cart'),
      orders: await shopper.get('/api/orders'),
      addToCart: await shopper.post('/api/cart/items', { dealId: deal.id }),
      wishlist: await shopper.get('/api/wishlist'),
      admin: await browser(t, admin.cookie).get('/api/admin/dashboard'),
      getSession: await shopper.get('/api/auth/get-session'),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.statusCode, name).toBe(503);
      expect(response.json(), name).toMatchObject(UNAVAILABLE);
    }
    // better-auth signs the browser out whatever the database says (it logs the failure): the
    // cookie is cleared, which is what the shopper asked for.
    const signOut = await browser(t, cookie).post('/api/auth/sign-out');
    expect(signOut.statusCode).toBe(200);
    expect(String(signOut.headers['set-cookie'])).toMatch(/session_token=;/);

    vi.restoreAllMocks();
    expect((await shopper.get('/api/cart')).statusCode).toBe(200);
    expect((await shopper.post('/api/cart/items', { dealId: deal.id })).statusCode).toBe(200);
    // The session row outlived the failed sign-out: the cookie a shopper still holds works.
    expect((await shopper.get('/api/auth/get-session')).json().user.email).toBe(email);
    expect((await browser(t, admin.cookie).get('/api/admin/dashboard')).statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers sign-in and sign-up with 503 in words when only better-auth reaches the database', async () => {
    const { email, password } = await signUpVerified(t);
    // Our rate limiter reads the database before better-auth does: let its statements through so
    // that better-auth's own queries are the ones that fail.
    const query = PGlite.prototype.query;
    vi.spyOn(PGlite.prototype, 'query').mockImplementation(function (this: PGlite, sql, ...rest) {
      if (/rate_limits/.test(String(sql))) return query.call(this, sql, ...rest) as never;
      return Promise.reject(new Error('PGlite is closed'));
    });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload });
    const answers = {
      signIn: await post('/api/auth/sign-in/email', { email, password }),
      signUp: await post('/api/auth/sign-up/email', {
        email: `new.${email}`,
        password,
        name: 'New shopper',
        callbackURL: '/',
      }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.statusCode, name).toBe(503);
      expect(response.json(), name).toMatchObject(UNAVAILABLE);
    }
  });
});
