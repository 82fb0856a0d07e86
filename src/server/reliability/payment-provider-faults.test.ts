import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOrderCreated, PaymentStarted } from '../../shared/checkout/checkout-messages';
import { createPaystackProvider } from '../adapters/payments/paystack-provider';
import { dropshippingOrders, paymentAttempts } from '../db/schema';
import { insertProduct } from '../test/fixtures';
import { type PaystackStub, startPaystackStub } from '../test/paystack-stub';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestApp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../test/test-app';

// Paystack hangs, answers 5xx, or cannot be reached, when a payment starts
// and when it is verified. The shopper gets a 502 in words within the provider timeout, the order
// stays pending, and the same order is paid once Paystack is back. (Settling such an order
// without the shopper, by a reconciler, is a background job's test.)
const SECRET = 'sk_test_4f0c9b8e7d6a5f4e3d2c1b0a';
const TIMEOUT_MS = 500;
// The timeout plus room for the request's own database work on a busy machine.
const ANSWER_WITHIN_MS = TIMEOUT_MS + 2_000;

let stub: PaystackStub;
let link: TcpProxy;
let t: TestApp;
beforeAll(async () => {
  stub = await startPaystackStub({ secretKey: SECRET });
  const { hostname, port } = new URL(stub.url);
  // Between the shop and the stub, so that Paystack can become unreachable and come back.
  link = await startTcpProxy({ host: hostname, port: Number(port) }, { protocol: 'raw' });
  const baseUrl = link.urlFor(stub.url).replace(/\/$/, '');
  t = await createTestApp({
    env: { CHECKOUT_LIMIT_PER_IP: '10000' },
    deps: { paymentProvider: createPaystackProvider({ secretKey: SECRET, baseUrl, timeoutMs: TIMEOUT_MS }) },
  });
});
afterEach(() => {
  link.restore();
  stub.hangVerify = false;
  expect(stub.takeProblems()).toEqual([]);
});
afterAll(async () => {
  await t.close();
  await link.close();
  await stub.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN } });

async function placeOrder(): Promise<CheckoutOrderCreated> {
  const product = await insertProduct(t.db, { price: '25.00' });
  const response = await post('/api/checkout/orders', {
    productId: product.id,
    quantity: 1,
    fullName: 'Kofi Mensah',
    phone: '0501234567',
    address: 'House 4, Ring Road',
    city: 'Kumasi',
    email: uniqueEmail('provider-fault'),
    paymentMethod: 'mobile_money',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const start = (order: CheckoutOrderCreated) =>
  post(`/api/checkout/orders/${order.orderId}/payment`, { resumeToken: order.resumeToken });
const verify = (reference: string) => post(`/api/checkout/payments/${reference}/verify`, {});
const orderRow = async (id: string) =>
  (await t.db.select().from(dropshippingOrders).where(eq(dropshippingOrders.id, id)))[0]!;
const attemptsOf = (orderId: string) =>
  t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));

async function timed<T>(request: () => Promise<T>): Promise<{ response: T; ms: number }> {
  const started = performance.now();
  const response = await request();
  return { response, ms: performance.now() - started };
}

type Fault = { name: string; begin: (on: 'initialize' | 'verify') => void; message: string };
const UNREACHABLE = 'The payment provider could not be reached. Please try again.';
const faults: Fault[] = [
  {
    name: 'hangs',
    begin: (on) => {
      if (on === 'initialize') stub.answerNextInitialize('hang');
      else stub.hangVerify = true;
    },
    message: UNREACHABLE,
  },
  {
    name: 'answers 500',
    begin: (on) =>
      on === 'initialize'
        ? stub.answerNextInitialize({ status: 500, message: 'An error occurred' })
        : stub.answerNextVerify({ status: 500, message: 'An error occurred' }),
    message: 'An error occurred',
  },
  { name: 'is unreachable', begin: () => link.cut(), message: UNREACHABLE },
];

describe.each(faults)('Paystack $name', ({ begin, message }) => {
  it('on initialize: 502 in words in time, the order stays pending and is paid later', async () => {
    const order = await placeOrder();
    begin('initialize');
    const { response, ms } = await timed(() => start(order));
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_INIT_FAILED', message } });
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await attemptsOf(order.orderId)).toMatchObject([{ status: 'init_failed' }]);

    link.restore();
    const retried = await start(order);
    expect(retried.statusCode, retried.body).toBe(200);
    const { reference }: PaymentStarted = retried.json();
    stub.complete(reference);
    expect((await verify(reference)).statusCode).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentReference: reference });
  });

  it('on verify: 502 in words in time, the order stays pending and is paid later', async () => {
    const order = await placeOrder();
    const { reference }: PaymentStarted = (await start(order)).json();
    // The shopper paid on Paystack's page; the shop cannot hear about it yet.
    stub.complete(reference);
    begin('verify');
    const { response, ms } = await timed(() => verify(reference));
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toMatchObject({
      error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: UNREACHABLE },
    });
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await attemptsOf(order.orderId)).toMatchObject([{ status: 'pending' }]);

    link.restore();
    stub.hangVerify = false;
    const again = await verify(reference);
    expect(again.statusCode, again.body).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentReference: reference });
  });
});
