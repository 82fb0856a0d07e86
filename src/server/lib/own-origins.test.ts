import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../modules/auth/admin-users';
import { createTestApp, signUpVerified, type TestApp, uniqueEmail } from '../test/test-app';

// PUBLIC_URL is http://localhost:3000 (test-app.ts); these are the other names of the same shop.
const LOOPBACK = { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' };
const LAN = { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' };
const FOREIGN = 'http://evil.example';
const REFUSED = { error: { code: 'FORBIDDEN', message: 'Requests from other sites are not allowed.' } };

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [t, proxied] = await Promise.all([createTestApp(), createTestApp({ env: { TRUST_PROXY: '1' } })]);
}, 120_000);
afterAll(() => Promise.all([t.close(), proxied.close()]));

const contact = () => ({
  name: 'Kwame Mensah',
  email: uniqueEmail('contact'),
  phone: '024 123 4567',
  subject: 'Delivery to Kumasi',
  message: 'Do you deliver to Kumasi on Saturdays?',
});

const postContact = (app: TestApp, headers: InjectOptions['headers']) =>
  app.app.inject({ method: 'POST', url: '/api/requests/contact', headers, payload: contact() });

describe('same-origin requests, whatever name the shop is reached by', () => {
  it('accepts a form sent from the page of the host it was sent to (127.0.0.1, a LAN address)', async () => {
    for (const site of [LOOPBACK, LAN]) {
      const response = await postContact(t, site);
      expect(response.statusCode, `${site.origin}: ${response.body}`).toBe(201);
    }
  });

  it('signs in (better-auth’s own origin check included) from http://127.0.0.1:3000', async () => {
    const { email, password } = await signUpVerified(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: LOOPBACK,
      payload: { email, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('session_token=');
  });

  it('signs up from http://127.0.0.1:3000 with a callback on that host', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: LOOPBACK,
      payload: {
        email: uniqueEmail('loopback'),
        password: 'secret123',
        name: 'Esi',
        callbackURL: `${LOOPBACK.origin}/deals`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets an admin use the admin API from the host it was sent to', async () => {
    const password = 'a-long-admin-password';
    await upsertAdmin(t.db, { username: 'loopback_admin', password });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      headers: LOOPBACK,
      payload: { username: 'loopback_admin', password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const own = await t.app.inject({ url: '/api/admin/dashboard', headers: { ...LOOPBACK, cookie } });
    expect(own.statusCode, own.body).toBe(200);
    const foreign = await t.app.inject({
      url: '/api/admin/dashboard',
      headers: { host: LOOPBACK.host, origin: FOREIGN, cookie },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject(REFUSED);
  });

  it('follows the proxy’s scheme and host only when TRUST_PROXY is on', async () => {
    const behindProxy = {
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'shop.example.com.gh',
      'x-forwarded-proto': 'https',
      origin: 'https://shop.example.com.gh',
    };
    expect((await postContact(proxied, behindProxy)).statusCode).toBe(201);
    const ignored = await postContact(t, behindProxy);
    expect(ignored.statusCode).toBe(403);
    expect(ignored.json()).toMatchObject(REFUSED);
  });
});

describe('foreign origins', () => {
  it('refuses a form, a sign-in and a sign-up sent from another site’s page with 403', async () => {
    const { email, password } = await signUpVerified(t);
    const requests: InjectOptions[] = [
      { method: 'POST', url: '/api/requests/contact', payload: contact() },
      { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } },
      {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: uniqueEmail('foreign'), password: 'secret123', name: 'Esi' },
      },
    ];
    for (const host of ['localhost:3000', LOOPBACK.host]) {
      for (const request of requests) {
        const response = await t.app.inject({ ...request, headers: { host, origin: FOREIGN } });
        expect(response.statusCode, `${request.url} to ${host}`).toBe(403);
        expect(response.json()).toMatchObject(REFUSED);
      }
    }
  });

  it('is not let through by a forged Host or X-Forwarded-Host: Origin must be the host the request came to', async () => {
    const forgeries: InjectOptions['headers'][] = [
      // Without TRUST_PROXY the forwarded host is not the request's.
      { host: 'localhost:3000', 'x-forwarded-host': 'evil.example', origin: FOREIGN },
      // A Host that a URL would read as a user name before the foreign host.
      { host: 'localhost:3000@evil.example', origin: FOREIGN },
      { host: 'evil.example/', origin: FOREIGN },
      // The same host on another scheme is another origin.
      { host: 'localhost:3000', origin: 'https://localhost:3000' },
    ];
    for (const headers of forgeries) {
      const response = await postContact(t, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    const behindProxy = await postContact(proxied, {
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'shop.example.com.gh',
      'x-forwarded-proto': 'https',
      origin: FOREIGN,
    });
    expect(behindProxy.statusCode).toBe(403);
  });
});
