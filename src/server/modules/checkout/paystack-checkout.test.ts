import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOrderCreated, PaymentStarted } from '../../../shared/checkout/checkout-messages';
import { createPaystackProvider } from '../../adapters/payments/paystack-provider';
import { signWebhook } from '../../adapters/payments/webhook-signature';
import { buildApp } from '../../app';
import { dropshippingOrders, emailOutbox, paymentAttempts } from '../../db/schema';
import { insertProduct } from '../../test/fixtures';
import { PAYSTACK_TEST_SECRET, paystackTestApp } from '../../test/paystack-app';
import type { PaystackStub } from '../../test/paystack-stub';
import { TEST_ORIGIN, type TestApp, testConfig, uniqueEmail } from '../../test/test-app';

// The whole checkout with PAYMENT_PROVIDER=paystack, against a local Paystack that checks every
// request against Paystack's own OpenAPI description.
const paystack = paystackTestApp({ CHECKOUT_LIMIT_PER_IP: '10000' });
let t: TestApp;
let stub: PaystackStub;
beforeAll(() => {
  ({ t, stub } = paystack);
});

const post = (url: string, payload: unknown, app = t.app) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN } });
const verify = (reference: string, app = t.app) =>
  post(`/api/checkout/payments/${reference}/verify`, {}, app);
const webhook = (body: unknown, secret = PAYSTACK_TEST_SECRET) => {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(payload, secret) },
  });
};

async function placeOrder(price = '89.90', overrides: Record<string, unknown> = {}) {
  const product = await insertProduct(t.db, { price });
  const email = uniqueEmail('paystack');
  const response = await post('/api/checkout/orders', {
    productId: product.id,
    quantity: 2,
    fullName: 'Kofi Mensah',
    phone: '0501234567',
    address: 'House 4, Ring Road',
    city: 'Kumasi',
    email,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as CheckoutOrderCreated), email, product };
}
const start = (order: CheckoutOrderCreated, app = t.app) =>
  post(`/api/checkout/orders/${order.orderId}/payment`, { resumeToken: order.resumeToken }, app);
async function started(order: CheckoutOrderCreated): Promise<PaymentStarted> {
  const response = await start(order);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const orderRow = async (id: string) =>
  (await t.db.select().from(dropshippingOrders).where(eq(dropshippingOrders.id, id)))[0]!;
const attemptsOf = (orderId: string) =>
  t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
const mailCount = async (to: string) =>
  (await t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, to)))[0]!.n;

describe('checkout with Paystack', () => {
  it('initializes in pesewas and GHS with our reference, then pays once Paystack reports success', async () => {
    const order = await placeOrder('89.90');
    const payment = await started(order);
    expect(payment.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    expect(stub.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/transaction/initialize',
      body: {
        email: order.email,
        amount: 17_980,
        currency: 'GHS',
        reference: payment.reference,
        callback_url: `${TEST_ORIGIN}/payment-success`,
        channels: ['mobile_money'],
        metadata: {
          order_id: order.orderId,
          product_name: order.product.name,
          customer_name: 'Kofi Mensah',
          cancel_action: `${TEST_ORIGIN}/payment-success?reference=${payment.reference}&trxref=${payment.reference}`,
        },
      },
    });

    // Back from Paystack's page without paying.
    expect((await verify(payment.reference)).statusCode).toBe(402);
    expect((await orderRow(order.orderId)).status).toBe('pending');

    stub.complete(payment.reference);
    const verified = await verify(payment.reference);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().order).toMatchObject({
      status: 'paid',
      totalAmount: '179.80',
      paymentReference: payment.reference,
    });
    expect(stub.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/transaction/verify/${payment.reference}`,
    });
    // The first attempt's "not paid yet, pay now" e-mail, then the confirmation.
    expect(await mailCount(order.email)).toBe(2);

    // A paid order is shown again without asking Paystack or sending another e-mail.
    const calls = stub.requests.length;
    expect((await verify(payment.reference)).statusCode).toBe(200);
    expect(stub.requests.length).toBe(calls);
    expect(await mailCount(order.email)).toBe(2);
  });

  it('asks for the card channel for a debit card order', async () => {
    const order = await placeOrder('10.00', { paymentMethod: 'debit_card' });
    await started(order);
    expect((stub.requests.at(-1)!.body as { channels: string[] }).channels).toEqual(['card']);
  });

  it('retries a declined payment with a new reference on the same order', async () => {
    const order = await placeOrder('25.00');
    const first = await started(order);
    stub.complete(first.reference, { status: 'failed' });
    expect((await verify(first.reference)).json()).toMatchObject({
      error: { code: 'PAYMENT_FAILED', message: 'Payment verification failed' },
    });
    expect((await attemptsOf(order.orderId))[0]).toMatchObject({
      status: 'failed',
      providerStatus: 'failed',
    });

    // The stub would report a reused reference as a problem (Paystack refuses one).
    const second = await started(order);
    expect(second.reference).not.toBe(first.reference);
    const event = stub.complete(second.reference);
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'paid',
      paymentReference: second.reference,
    });
    // The declined attempt's "not paid yet, pay now" e-mail, then the confirmation.
    expect(await mailCount(order.email)).toBe(2);
  });

  it('pays once from a webhook signed with the secret key, replayed alongside verifications', async () => {
    const order = await placeOrder('40.00');
    const payment = await started(order);
    const event = stub.complete(payment.reference);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(event)),
      verify(payment.reference),
      verify(payment.reference),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect((await orderRow(order.orderId)).status).toBe('paid');
    expect(await mailCount(order.email)).toBe(1);
  });

  it('refuses a webhook signed with any other key', async () => {
    const order = await placeOrder('40.00');
    const payment = await started(order);
    const event = stub.complete(payment.reference);
    expect((await webhook(event, 'sk_test_someone_else')).statusCode).toBe(401);
    expect((await orderRow(order.orderId)).status).toBe('pending');
  });

  it('keeps the order pending when Paystack reports another amount or currency', async () => {
    const order = await placeOrder('40.00');
    const short = await started(order);
    stub.complete(short.reference, { amount: 7_999 });
    expect((await verify(short.reference)).statusCode).toBe(402);
    const dollars = await started(order);
    stub.complete(dollars.reference, { currency: 'USD' });
    expect((await verify(dollars.reference)).statusCode).toBe(402);
    expect((await webhook(stub.complete(dollars.reference, { currency: 'USD' }))).statusCode).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('pending');
    expect(await mailCount(order.email)).toBe(0);
  });

  it("answers 502 with Paystack's message when it refuses to start, and the order can be paid later", async () => {
    const order = await placeOrder('15.00');
    stub.answerNextInitialize({ status: 400, message: 'Invalid Email Address Passed' });
    const refused = await start(order);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      error: { code: 'PAYMENT_INIT_FAILED', message: 'Invalid Email Address Passed' },
    });
    expect((await attemptsOf(order.orderId))[0]).toMatchObject({
      status: 'init_failed',
      failureMessage: 'Invalid Email Address Passed',
    });
    expect((await orderRow(order.orderId)).status).toBe('pending');
    expect((await start(order)).statusCode).toBe(200);
  });

  it('answers 502 in words, never hangs, when Paystack is slow or unreachable', async () => {
    const config = testConfig();
    const { app } = await buildApp({
      config,
      database: t.database,
      paymentProvider: createPaystackProvider({
        secretKey: PAYSTACK_TEST_SECRET,
        baseUrl: stub.url,
        timeoutMs: 300,
      }),
    });
    await app.ready();
    try {
      const order = await placeOrder('15.00');
      stub.answerNextInitialize('hang');
      const slow = await start(order, app);
      expect(slow.statusCode).toBe(502);
      expect(slow.json()).toMatchObject({
        error: {
          code: 'PAYMENT_INIT_FAILED',
          message: 'The payment provider could not be reached. Please try again.',
        },
      });

      const payment = (await start(order, app)).json() as PaymentStarted;
      stub.hangVerify = true;
      const unverified = await verify(payment.reference, app);
      stub.hangVerify = false;
      expect(unverified.statusCode).toBe(502);
      expect(unverified.json().error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect((await orderRow(order.orderId)).status).toBe('pending');
    } finally {
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }

    const gone = createPaystackProvider({ secretKey: PAYSTACK_TEST_SECRET, baseUrl: 'http://127.0.0.1:9' });
    const offline = await buildApp({ config: testConfig(), database: t.database, paymentProvider: gone });
    await offline.app.ready();
    try {
      const order = await placeOrder('15.00');
      const response = await start(order, offline.app);
      expect(response.statusCode).toBe(502);
      expect(response.json().error.message).toBe(
        'The payment provider could not be reached. Please try again.',
      );
    } finally {
      await offline.app.close();
    }
  });

  it('serves no simulated payment page', async () => {
    const order = await placeOrder('15.00');
    const payment = await started(order);
    const page = await t.app.inject({ url: `/payments/simulated/${payment.reference}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Approve');
  });
});
