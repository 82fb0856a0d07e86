import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as API_PATHS from '../../../shared/api-paths';

const { API_ADMIN_PREFIX } = API_PATHS;
/** Every admin path the shared table names. */
const ADMIN_PATHS = Object.entries(API_PATHS)
  .filter(([name, value]) => name.startsWith('API_ADMIN_') && value !== API_ADMIN_PREFIX)
  .map(([, value]) => value as string);

import { signInAdmin } from '../../test/admin-session';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let customerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  customerCookie = (await signUpVerified(t)).cookie;
  adminCookie = (await signInAdmin(t)).cookie;
});
afterAll(() => t.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every admin route the app registered (built from the app, so a new route cannot be left out). */
function adminRoutes() {
  return t.routes
    .filter((route) => route.url.startsWith(API_ADMIN_PREFIX))
    .map((route) => ({ method: route.method, url: route.url.replace(/:[a-zA-Z]+/g, SOME_ID) }));
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * The answer's status once its head is written: an event stream (the dispatch view's live updates)
 * never ends, so the body is not waited for, only read to its end or left to the app's close.
 */
const send = async (route: { method: string; url: string }, headers: Record<string, string>) => {
  const response = await t.app.inject({
    method: route.method as Method,
    url: route.url,
    headers,
    payloadAsStream: true,
    ...(!['GET', 'HEAD'].includes(route.method) && { payload: {} }),
  });
  response.stream().resume();
  return response;
};

describe('every admin route', () => {
  it('covers the admin API (the table is not empty)', () => {
    const urls = new Set(t.routes.map((route) => route.url));
    expect(ADMIN_PATHS.length).toBeGreaterThan(0);
    for (const path of ADMIN_PATHS) expect(urls).toContain(path);
    expect(adminRoutes().length).toBeGreaterThanOrEqual(ADMIN_PATHS.length);
  });

  it('answers 401 without a session', async () => {
    for (const route of adminRoutes()) {
      const response = await send(route, { origin: TEST_ORIGIN });
      expect([route, response.statusCode]).toEqual([route, 401]);
    }
  });

  it('answers 403 to a customer', async () => {
    for (const route of adminRoutes()) {
      const response = await send(route, { origin: TEST_ORIGIN, cookie: customerCookie });
      expect([route, response.statusCode]).toEqual([route, 403]);
    }
  });

  it('answers 403 to a request from another site, even with an admin session', async () => {
    for (const route of adminRoutes()) {
      const response = await send(route, { origin: 'https://evil.example', cookie: adminCookie });
      expect([route, response.statusCode]).toEqual([route, 403]);
    }
  });

  it('lets the admin through (no 401 or 403)', async () => {
    for (const route of adminRoutes()) {
      const response = await send(route, { origin: TEST_ORIGIN, cookie: adminCookie });
      expect([route, [401, 403].includes(response.statusCode)]).toEqual([route, false]);
    }
  });
});
