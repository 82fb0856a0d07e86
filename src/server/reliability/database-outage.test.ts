import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../test/admin-session';
import { browser, insertDeal, insertProduct } from '../test/fixtures';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestApp, openTestDatabase, signUpVerified, type TestApp, uniqueEmail } from '../test/test-app';

// PostgreSQL goes away under a running app (its connections are reset and
// new ones refused by a TCP proxy in between), every kind of route answers 503 in words, and the
// same app instance answers again once the database is back.
const serverUrl = process.env.TEST_DATABASE_URL;

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

describe.skipIf(!serverUrl)('a PostgreSQL outage (needs TEST_DATABASE_URL)', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const target = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await createTestApp({ openDatabase: () => openTestDatabase({ via: proxy.urlFor }) });
  });
  afterAll(async () => {
    proxy.restore();
    await t.close();
    await proxy.close();
  });

  it('answers every kind of route with 503 in words, then the same app recovers', async () => {
    const shopper = await signUpVerified(t);
    const admin = await signInAdmin(t);
    const deal = await insertDeal(t.db);
    const product = await insertProduct(t.db);
    const delivery = {
      deliveryName: 'Ama Owusu',
      deliveryPhone: '024 123 4567',
      deliveryAddress: '12 Oxford Street, Osu, Accra',
      region: 'greater-accra',
    };
    const guest = browser(t);
    const signedIn = browser(t, shopper.cookie);
    const contact = () => ({
      name: 'Kwame Mensah',
      email: uniqueEmail('contact'),
      phone: '024 123 4567',
      subject: 'Delivery to Kumasi',
      message: 'Do you deliver to Kumasi on Saturdays?',
    });
    const routes: Record<string, () => ReturnType<typeof guest.get>> = {
      'public read: categories': () => guest.get('/api/catalogue/categories'),
      'public read: products': () => guest.get('/api/catalogue/products'),
      'public read: deals': () => guest.get('/api/deals'),
      'public read: a deal': () => guest.get(`/api/deals/${deal.id}`),
      'public write: contact form': () => guest.post('/api/requests/contact', contact()),
      'signed-in read: cart': () => signedIn.get('/api/cart'),
      'signed-in read: orders': () => signedIn.get('/api/orders'),
      'signed-in read: wishlist': () => signedIn.get('/api/wishlist'),
      'signed-in write: add to cart': () => signedIn.post('/api/cart/items', { dealId: deal.id }),
      'signed-in write: cart checkout': () => signedIn.post('/api/cart/checkout', delivery),
      'auth: get-session': () => signedIn.get('/api/auth/get-session'),
      'auth: sign-in': () =>
        guest.post('/api/auth/sign-in/email', { email: shopper.email, password: shopper.password }),
      'auth: sign-up': () =>
        guest.post('/api/auth/sign-up/email', {
          email: uniqueEmail('outage'),
          password: 'secret123',
          name: 'Esi',
          callbackURL: '/',
        }),
      'admin: dashboard': () => browser(t, admin.cookie).get('/api/admin/dashboard'),
      'admin: orders': () => browser(t, admin.cookie).get('/api/admin/orders'),
    };

    proxy.cut();
    for (const [name, request] of Object.entries(routes)) {
      const response = await request();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(503);
      expect(response.json().error.message, name).toBe(UNAVAILABLE);
    }
    // A drop-shipping order keeps its own words (docs/product/cart-and-checkout.md, "The drop-shipping checkout"), still a 503.
    const order = await guest.post('/api/checkout/orders', {
      productId: product.id,
      quantity: 1,
      fullName: 'Ama Owusu',
      phone: '024 123 4567',
      address: '12 Oxford Street, Osu',
      city: 'Accra',
      paymentMethod: 'mobile_money',
    });
    expect(order.statusCode).toBe(503);
    expect(order.json().error.message).toBe('Failed to save order details. Please try again.');

    proxy.restore();
    const expected: Record<string, number> = {
      'public write: contact form': 201,
      'signed-in write: cart checkout': 201,
    };
    for (const [name, request] of Object.entries(routes)) {
      const response = await request();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(expected[name] ?? 200);
    }
    expect((await signedIn.get('/api/orders')).json().orders).toHaveLength(1);
  });

  it('answers the same whether the database refuses new connections or drops open ones', async () => {
    const shopper = browser(t, (await signUpVerified(t)).cookie);
    // Open connections in the pool, then cut them under it: the pool finds them dead.
    await Promise.all([shopper.get('/api/cart'), shopper.get('/api/orders'), shopper.get('/api/wishlist')]);
    proxy.cut();
    const answers = await Promise.all([
      shopper.get('/api/cart'),
      shopper.get('/api/orders'),
      shopper.get('/api/wishlist'),
      shopper.get('/api/deals'),
    ]);
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json().error.message).toBe(UNAVAILABLE);
    }
    proxy.restore();
    expect((await shopper.get('/api/cart')).statusCode).toBe(200);
  });
});
