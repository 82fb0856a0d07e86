import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../test/admin-session';
import { browser, insertDeal, insertProduct } from '../test/fixtures';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp, uniqueEmail } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('Cache-Control', () => {
  it('is no-store on every answer with personal data, a session or an error', async () => {
    const { cookie, email, password } = await signUpVerified(t);
    const admin = await signInAdmin(t);
    const shopper = browser(t, cookie);
    const deal = await insertDeal(t.db);
    const product = await insertProduct(t.db);

    const created = await browser(t).post('/api/checkout/orders', {
      productId: product.id,
      quantity: 1,
      fullName: 'Ama Owusu',
      phone: '024 123 4567',
      address: '12 Oxford Street, Osu',
      city: 'Accra',
      email: uniqueEmail('buyer'),
    });
    const { orderId, resumeToken } = created.json();
    const started = await browser(t).post(`/api/checkout/orders/${orderId}/payment`, { resumeToken });
    const { reference } = started.json();

    const answers = {
      'sign-in (sets the session cookie)': await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email, password },
      }),
      'the session': await shopper.get('/api/auth/get-session'),
      'the cart': await shopper.get('/api/cart'),
      'a cart change': await shopper.post('/api/cart/items', { dealId: deal.id, quantity: 1 }),
      'the orders': await shopper.get('/api/orders'),
      'the wishlist': await shopper.get('/api/wishlist'),
      'the vendor profile': await shopper.get('/api/vendors/me'),
      'a drop-shipping order': created,
      'a payment started': started,
      'a payment verification': await browser(t).post(`/api/checkout/payments/${reference}/verify`, {}),
      'the admin dashboard': await browser(t, admin.cookie).get('/api/admin/dashboard'),
      'the admin orders': await browser(t, admin.cookie).get('/api/admin/orders'),
      'a request reference': await browser(t).post('/api/requests/contact', {
        name: 'Kwame Mensah',
        email: uniqueEmail('contact'),
        phone: '024 123 4567',
        subject: 'Hello',
        message: 'Do you deliver to Kumasi?',
      }),
      'the cart without a session (401)': await browser(t).get('/api/cart'),
      'the admin API as a shopper (403)': await shopper.get('/api/admin/orders'),
      'a validation error (400)': await shopper.post('/api/orders', {}),
      'an unknown product (404)': await browser(t).get(
        '/api/catalogue/products/00000000-0000-4000-8000-000000000000',
      ),
      'an unknown API path (404)': await browser(t).get('/api/nothing-here'),
    };
    for (const [what, response] of Object.entries(answers)) {
      expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
      expect(response.headers['cache-control'], what).toBe('no-store');
    }
    expect(answers['sign-in (sets the session cookie)'].headers['set-cookie']).toBeTruthy();
  });

  it('keeps the caching public catalogue and deal reads ask for', async () => {
    const deal = await insertDeal(t.db);
    const product = await insertProduct(t.db);
    const answers: [url: string, cacheControl: string][] = [
      ['/api/catalogue/products', 'public, max-age=30'],
      [`/api/catalogue/products/${product.id}`, 'public, max-age=30'],
      ['/api/catalogue/featured', 'public, max-age=30'],
      ['/api/catalogue/categories', 'public, max-age=60'],
      ['/api/deals', 'no-cache'],
      [`/api/deals/${deal.id}`, 'no-cache'],
      ['/api/deals/new-count', 'no-cache'],
    ];
    for (const [url, cacheControl] of answers) {
      const response = await browser(t).get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(cacheControl);
    }
  });
});
