import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>GhanaMart</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestApp({
    deps: { webDir },
    beforeReady: ({ app }) => {
      app.get('/api/test/crash', async () => {
        throw new Error('secret internal detail');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves index.html for page paths with 200 and for unknown paths with 404', async () => {
    for (const url of ['/', '/deals', '/product/abc', '/auth?tab=signup']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const missing = await t.app.inject({ url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('tells every page which provider takes payments (the checkout names Paystack only when it is)', async () => {
    const page = await t.app.inject({ url: '/dropshipping-checkout/abc' });
    expect(page.body).toContain('<meta name="payment-provider" content="simulated" />\n</head>');

    const paystack = await createTestApp({
      env: { PAYSTACK_SECRET_KEY: 'sk_test_not_used', PAYSTACK_BASE_URL: 'http://127.0.0.1:9' },
      deps: { webDir },
    });
    try {
      const paystackPage = await paystack.app.inject({ url: '/' });
      expect(paystackPage.body).toContain('<meta name="payment-provider" content="paystack" />');
      expect(paystackPage.body).not.toContain('content="simulated"');
    } finally {
      await paystack.close();
    }
  });

  it("announces a deal page's data with the HTML, so it downloads alongside the scripts", async () => {
    const id = '7300e597-4d08-488c-839d-951e8918ac56';
    const page = await t.app.inject({ url: `/product/${id}` });
    expect(page.headers.link).toBe(`</api/deals/${id}>; rel=preload; as=fetch; crossorigin=anonymous`);
    expect((await t.app.inject({ url: '/product/sample-1' })).headers.link).toBeUndefined();
    expect((await t.app.inject({ url: '/deals' })).headers.link).toBeUndefined();
  });

  it("announces the catalogue's first page with the seed it drew, for the URL's filters", async () => {
    const page = await t.app.inject({ url: '/dropshipping-usa?category=Home+%26+Kitchen&q=%20pan%20' });
    const seed = /^catalogue-seed;desc="(\d+)"$/.exec(String(page.headers['server-timing']))?.[1];
    expect(seed).toBeDefined();
    expect(page.headers.link).toBe(
      `</api/catalogue/products?q=pan&category=Home+%26+Kitchen&country=USA&seed=${seed}&offset=0&limit=50>; rel=preload; as=fetch; crossorigin=anonymous`,
    );
    // Every visit is shuffled anew.
    const seeds = new Set<string>();
    for (let i = 0; i < 5; i++) {
      seeds.add(String((await t.app.inject({ url: '/dropshipping' })).headers['server-timing']));
    }
    expect(seeds.size).toBeGreaterThan(1);
    expect((await t.app.inject({ url: '/dropshipping-product/1' })).headers['server-timing']).toBeUndefined();
  });

  it("announces a drop-shipping product page's data the same way", async () => {
    const id = '7300e597-4d08-488c-839d-951e8918ac56';
    const page = await t.app.inject({ url: `/dropshipping-product/${id}` });
    expect(page.headers.link).toBe(
      `</api/catalogue/products/${id}>; rel=preload; as=fetch; crossorigin=anonymous`,
    );
    expect((await t.app.inject({ url: '/dropshipping-product/4' })).headers.link).toBeUndefined();
  });

  it('caches hashed assets for a year', async () => {
    const asset = await t.app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends security headers with a strict content security policy', async () => {
    const page = await t.app.inject({ url: '/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('errors', () => {
  it('answers unknown API paths with the error shape', async () => {
    const response = await t.app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('The request could not be read.');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('The request is too large.');
  });

  it('never sends stack traces or internal messages', async () => {
    const response = await t.app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again.' },
    });
    expect(response.body).not.toContain('secret internal detail');
  });
});

describe('cross-site requests', () => {
  it('refuses writes whose Origin is another site, before anything runs', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { origin: 'https://evil.example' },
      payload: { dealId: '00000000-0000-0000-0000-000000000000' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Requests from other sites are not allowed.');
  });
});

describe('health', () => {
  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/health/ready' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
      migrations: 'ok',
    });
  });
});
