import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOrderCreated, PaymentStarted } from '../../shared/checkout/checkout-messages';
import { signWebhook } from '../adapters/payments/webhook-signature';
import {
  cartItems,
  dropshippingOrders,
  emailOutbox,
  orderStatusHistory,
  orders,
  paymentAttempts,
} from '../db/schema';
import { browser, insertDeal, insertProduct } from '../test/fixtures';
import { type PaystackStub, startPaystackStub } from '../test/paystack-stub';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import {
  createTestApp,
  openTestDatabase,
  signUpVerified,
  TEST_ORIGIN,
  type TestApp,
  uniqueEmail,
} from '../test/test-app';

// PostgreSQL goes away in the middle of a transaction. The TCP proxy reads
// each statement the app sends and cuts every connection just before a chosen one, so the
// transaction is open, part-written, when the database disappears. Each write must then be all or
// nothing, answer 503 in words (a webhook: non-2xx, so that Paystack retries), and succeed when the
// same request is sent again once the database is back, with no app restart. (A connection lost
// inside a transaction once crashed the process: Vitest fails the run on such an uncaught error.)
const serverUrl = process.env.TEST_DATABASE_URL;
const SECRET = 'sk_test_4f0c9b8e7d6a5f4e3d2c1b0a';
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

describe.skipIf(!serverUrl)('the database lost mid-transaction (needs TEST_DATABASE_URL)', () => {
  let proxy: TcpProxy;
  let stub: PaystackStub;
  let t: TestApp;
  beforeAll(async () => {
    const target = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    stub = await startPaystackStub({ secretKey: SECRET });
    t = await createTestApp({
      env: { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: stub.url },
      openDatabase: () => openTestDatabase({ via: proxy.urlFor }),
    });
  });
  afterEach(() => {
    proxy.restore();
    expect(stub.takeProblems()).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await stub.close();
  });

  /** Sends the request, cutting the database just before the statement matching `at`. */
  async function cutDuring<T>(at: RegExp, request: () => Promise<T>): Promise<T> {
    const cut = proxy.cutAt(at);
    const response = await request();
    await cut;
    proxy.restore();
    return response;
  }
  const sentSoFar = () => proxy.statements.length;
  const sentSince = (mark: number) => proxy.statements.slice(mark);

  it('cart checkout: cut after the orders are inserted, nothing is kept, and it goes through again', async () => {
    const { cookie } = await signUpVerified(t);
    const shopper = browser(t, cookie);
    const userId = (await shopper.get('/api/auth/get-session')).json().user.id as string;
    const kettle = await insertDeal(t.db, { discountPrice: '89.90' });
    const fan = await insertDeal(t.db, { discountPrice: '310.00' });
    await shopper.post('/api/cart/items', { dealId: kettle.id, quantity: 2 });
    await shopper.post('/api/cart/items', { dealId: fan.id });
    const cartBefore = await t.db.select().from(cartItems).where(eq(cartItems.userId, userId));
    const delivery = {
      deliveryName: 'Ama Owusu',
      deliveryPhone: '024 123 4567',
      deliveryAddress: '12 Oxford Street, Osu, Accra',
      region: 'greater-accra',
    };

    const mark = sentSoFar();
    const response = await cutDuring(/^delete from "cart_items"/, () =>
      shopper.post('/api/cart/checkout', delivery),
    );
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json().error.message).toBe(UNAVAILABLE);
    // The cut landed inside the transaction, after the orders were written in it.
    expect(sentSince(mark).some((sql) => /^insert into "orders"/.test(sql))).toBe(true);

    expect(await t.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, userId))).toEqual(cartBefore);

    const again = await shopper.post('/api/cart/checkout', delivery);
    expect(again.statusCode, again.body).toBe(201);
    expect(await t.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(2);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, userId))).toEqual([]);
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN } });
  async function placeOrder(): Promise<CheckoutOrderCreated & { email: string }> {
    const product = await insertProduct(t.db, { price: '45.00' });
    const email = uniqueEmail('midway');
    const response = await post('/api/checkout/orders', {
      productId: product.id,
      quantity: 2,
      fullName: 'Kofi Mensah',
      phone: '0501234567',
      address: 'House 4, Ring Road',
      city: 'Kumasi',
      email,
      paymentMethod: 'mobile_money',
    });
    expect(response.statusCode, response.body).toBe(201);
    return { ...(response.json() as CheckoutOrderCreated), email };
  }
  const startPayment = (order: CheckoutOrderCreated) =>
    post(`/api/checkout/orders/${order.orderId}/payment`, { resumeToken: order.resumeToken });
  const orderRow = async (id: string) =>
    (await t.db.select().from(dropshippingOrders).where(eq(dropshippingOrders.id, id)))[0]!;
  const attemptsOf = (orderId: string) =>
    t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
  const historyOf = (orderId: string) =>
    t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'paid')));
  const mailCount = async (to: string) =>
    (await t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, to)))[0]!.n;

  it('drop-shipping order: cut at its insert, no row, and it is saved when sent again', async () => {
    const product = await insertProduct(t.db);
    const email = uniqueEmail('cut-order');
    const order = {
      productId: product.id,
      quantity: 1,
      fullName: 'Ama Owusu',
      phone: '024 123 4567',
      address: '12 Oxford Street, Osu',
      city: 'Accra',
      email,
      paymentMethod: 'mobile_money',
    };
    const response = await cutDuring(/^insert into "dropshipping_orders"/, () =>
      post('/api/checkout/orders', order),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe('Failed to save order details. Please try again.');
    expect(await t.db.select().from(dropshippingOrders).where(eq(dropshippingOrders.email, email))).toEqual(
      [],
    );
    expect((await post('/api/checkout/orders', order)).statusCode).toBe(201);
  });

  it('starting a payment: cut before the attempt is written, the order is untouched and payable', async () => {
    const order = await placeOrder();
    const before = await orderRow(order.orderId);
    const response = await cutDuring(/^insert into "payment_attempts"/, () => startPayment(order));
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json().error.message).toBe(UNAVAILABLE);
    // The order's new payment reference was set in the same transaction: rolled back with it.
    expect(await orderRow(order.orderId)).toEqual(before);
    expect(await attemptsOf(order.orderId)).toEqual([]);
    // Paystack was not asked: no payment can exist for a reference the shop does not know.
    const initializedFor = () =>
      stub.requests.filter(
        (r) =>
          r.path === '/transaction/initialize' &&
          (r.body as { metadata?: { order_id?: string } }).metadata?.order_id === order.orderId,
      );
    expect(initializedFor()).toEqual([]);

    const again = await startPayment(order);
    expect(again.statusCode, again.body).toBe(200);
    expect(await attemptsOf(order.orderId)).toHaveLength(1);
    expect(initializedFor()).toHaveLength(1);
  });

  it('verification: cut inside the paid transition, the order stays pending, and paying it later works', async () => {
    const order = await placeOrder();
    const payment: PaymentStarted = (await startPayment(order)).json();
    stub.complete(payment.reference);

    const verify = () => post(`/api/checkout/payments/${payment.reference}/verify`, {});
    const response = await cutDuring(/^insert into "order_status_history"/, verify);
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json().error.message).toBe(UNAVAILABLE);
    // No paid order without its payment: the order, the attempt and the history move together.
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await attemptsOf(order.orderId)).toMatchObject([{ status: 'pending' }]);
    expect(await historyOf(order.orderId)).toEqual([]);

    const again = await verify();
    expect(again.statusCode, again.body).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid' });
    expect(await attemptsOf(order.orderId)).toMatchObject([{ status: 'paid' }]);
    expect(await historyOf(order.orderId)).toHaveLength(1);
    expect(await mailCount(order.email)).toBe(1);
  });

  it('webhook: cut inside the paid transition, non-2xx so Paystack retries, and the retry pays once', async () => {
    const order = await placeOrder();
    const payment: PaymentStarted = (await startPayment(order)).json();
    const event = JSON.stringify(stub.complete(payment.reference));
    const webhook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        payload: event,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(event, SECRET) },
      });

    const response = await cutDuring(/^update "payment_attempts"/, webhook);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(UNAVAILABLE);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await attemptsOf(order.orderId)).toMatchObject([{ status: 'pending' }]);
    expect(await historyOf(order.orderId)).toEqual([]);

    expect((await webhook()).statusCode).toBe(200);
    expect((await webhook()).statusCode).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'paid',
      paymentReference: payment.reference,
    });
    expect(await historyOf(order.orderId)).toHaveLength(1);
    expect(await mailCount(order.email)).toBe(1);
  });
});
