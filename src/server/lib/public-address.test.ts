import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_AUTH,
  API_HEALTH_READY,
  API_METRICS,
  API_REQUEST_PASSWORD_RESET,
  API_SIGN_UP_EMAIL,
  DEV_MAILBOX_PATH,
} from '../../shared/api-paths';
import type { PaymentStarted } from '../../shared/checkout/checkout-messages';
import type { PlaceCartOrderResponse } from '../../shared/orders/order';
import type { OrderPageResponse } from '../../shared/orders/order-page';
import { emailOutbox } from '../db/schema';
import { browser, insertDeal } from '../test/fixtures';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp, uniqueEmail } from '../test/test-app';

// PUBLIC_URL is http://localhost:3000 (test-app.ts).
const LOOPBACK = '127.0.0.1:3000';
const LAN = '192.168.1.20:3000';
const EVIL = { host: 'evil.example', origin: 'http://evil.example' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEV_MAILBOX: 'true', CHECKOUT_LIMIT_PER_IP: '10000' } });
}, 120_000);
afterAll(() => t.close());

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host, ...headers } });

describe('a page opened under another name than PUBLIC_URL’s', () => {
  it('sends the browser to PUBLIC_URL’s address, same path and query', async () => {
    for (const host of [LOOPBACK, LAN]) {
      for (const url of [
        '/',
        '/deals?q=rice&category=kitchen',
        '/orders/ORD-ABC123?token=t',
        DEV_MAILBOX_PATH,
      ]) {
        const answer = await get(url, host);
        expect(answer.statusCode, `${host}${url}`).toBe(302);
        expect(answer.headers.location, `${host}${url}`).toBe(`${TEST_ORIGIN}${url}`);
      }
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/auth', headers: { host: LOOPBACK } });
    expect(head.statusCode).toBe(302);
    expect(head.headers.location).toBe(`${TEST_ORIGIN}/auth`);
  });

  it('is served where it is under PUBLIC_URL’s host name, whatever the port', async () => {
    for (const host of ['localhost:3000', 'LOCALHOST:3000', 'localhost:8080', 'localhost']) {
      expect((await get('/deals', host)).statusCode, host).not.toBe(302);
    }
  });

  it('leaves the API, health checks, metrics, files and unknown paths answering under any name', async () => {
    for (const url of [
      API_HEALTH_READY,
      '/api/deals',
      `${API_AUTH}/get-session`,
      API_METRICS,
      '/sw.js',
      '/no/such/page',
    ]) {
      const answer = await get(url, LOOPBACK);
      expect(answer.statusCode, url).not.toBe(302);
      expect(answer.headers.location, url).toBeUndefined();
    }
  });

  it('leaves a request that came through a proxy to the proxy, which chooses the name', async () => {
    const proxies: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-host': 'shop.example.com.gh' },
      { forwarded: 'for=203.0.113.7' },
      { via: '1.1 balancer' },
    ];
    for (const forwarded of proxies) {
      expect((await get('/deals', LOOPBACK, forwarded)).statusCode).not.toBe(302);
    }
  });
});

describe('the links the shop writes', () => {
  const linksIn = (text: string) => text.match(/https?:\/\/[^\s)]+/g) ?? [];

  it('are on PUBLIC_URL, never on the Host a request named (verification and reset e-mails)', async () => {
    const email = uniqueEmail('host');
    const signUp = await t.app.inject({
      method: 'POST',
      url: API_SIGN_UP_EMAIL,
      headers: EVIL,
      payload: { email, password: 'secret123', name: 'Esi', callbackURL: `${EVIL.origin}/deals` },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const verification = await t.lastEmailTo(email);
    expect(verification!.subject).toBe('Verify your e-mail for GhanaMart');

    const reset = await t.app.inject({
      method: 'POST',
      url: API_REQUEST_PASSWORD_RESET,
      headers: EVIL,
      payload: { email: (await signUpVerified(t)).email, redirectTo: `${EVIL.origin}/reset-password` },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [resetMail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Reset your GhanaMart password'));

    for (const message of [verification!, resetMail!]) {
      const text = `${message.text}\n${message.html ?? ''}`;
      expect(text, message.subject).not.toContain('evil.example');
      expect(linksIn(message.text).length, message.subject).toBeGreaterThan(0);
      for (const link of linksIn(message.text))
        expect(link, message.subject).toMatch(/^http:\/\/localhost:3000\//);
    }
    // The callback kept its path, on PUBLIC_URL.
    expect(verification!.text).toContain(encodeURIComponent(`${TEST_ORIGIN}/deals`));
  });

  it('send a shopper back from paying to the order page on PUBLIC_URL, with its token: signed out, they still see it paid', async () => {
    const { cookie } = await signUpVerified(t);
    const shopper = browser(t, cookie);
    const deal = await insertDeal(t.db, { discountPrice: '30.00' });
    expect((await shopper.post('/api/cart/items', { dealId: deal.id, quantity: 1 })).statusCode).toBeLessThan(
      300,
    );
    const placed = (
      await shopper.post('/api/cart/checkout', {
        deliveryName: 'Ama Owusu',
        deliveryPhone: '024 123 4567',
        deliveryAddress: '12 Oxford Street, Osu, Accra',
        region: 'greater-accra',
        paymentMethod: 'mobile_money',
      })
    ).json() as PlaceCartOrderResponse;
    // Asked for under another name, as a request with a forged Host would.
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.reference}/payment`,
      headers: { host: EVIL.host, origin: EVIL.origin, cookie },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { authorizationUrl } = started.json() as PaymentStarted;

    const approved = await t.app.inject({
      method: 'POST',
      url: new URL(authorizationUrl, TEST_ORIGIN).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    expect(approved.statusCode, approved.body).toBe(303);
    const back = new URL(approved.headers.location!);
    expect(back.origin).toBe(TEST_ORIGIN);
    expect(back.pathname).toBe(`/orders/${placed.reference}`);
    const token = back.searchParams.get('token');
    const paymentReference = back.searchParams.get('reference');
    expect(token).toBeTruthy();
    expect(paymentReference).toMatch(/^PAY-/);

    // What the order page asks for, without a session.
    const guest = browser(t);
    const verified = await guest.post(`/api/cart/payments/${paymentReference}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    const page = await guest.get(`/api/orders/${placed.reference}?token=${encodeURIComponent(token!)}`);
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json() as OrderPageResponse).order.paymentState).toBe('paid');
  });
});
