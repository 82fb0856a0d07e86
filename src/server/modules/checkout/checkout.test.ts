import crypto from 'node:crypto';
import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckoutOrderCreated,
  PaymentStarted,
  VerifiedPayment,
} from '../../../shared/checkout/checkout-messages';
import { signWebhook } from '../../adapters/payments/webhook-signature';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/client';
import { dropshippingOrders, emailOutbox, paymentAttempts, simulatedPayments } from '../../db/schema';
import { insertProduct } from '../../test/fixtures';
import {
  createTestApp,
  signUpVerified,
  TEST_ORIGIN,
  type TestApp,
  testConfig,
  uniqueEmail,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_LIMIT_PER_IP: '10000' } });
});
afterAll(() => t.close());

const WEBHOOK = '/api/payments/paystack/webhook';

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...headers },
  });

const details = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ama Owusu',
  phone: '024 123 4567',
  address: '12 Oxford Street, Osu',
  city: 'Accra',
  email: uniqueEmail('buyer'),
  paymentMethod: 'mobile_money',
  ...overrides,
});

async function placeOrder(productId: string, overrides: Record<string, unknown> = {}, cookie?: string) {
  const response = await post(
    '/api/checkout/orders',
    { productId, quantity: 1, ...details(overrides) },
    cookie ? { cookie } : {},
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CheckoutOrderCreated;
}

async function startPayment(order: CheckoutOrderCreated): Promise<PaymentStarted> {
  const response = await post(`/api/checkout/orders/${order.orderId}/payment`, {
    resumeToken: order.resumeToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const verify = (reference: string) =>
  post(`/api/checkout/payments/${encodeURIComponent(reference)}/verify`, {});
const hostedPage = (path: string) => t.app.inject({ url: path });
const answerHostedPage = (reference: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: `/payments/simulated/${reference}`,
    payload: `action=${action}`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
  });
const sendWebhook = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature && { 'x-paystack-signature': signature }) },
  });
const chargeSuccess = (reference: string, amount: number, currency = 'GHS') =>
  JSON.stringify({ event: 'charge.success', data: { reference, status: 'success', amount, currency } });

const orderRow = async (id: string) =>
  (await t.db.select().from(dropshippingOrders).where(eq(dropshippingOrders.id, id)))[0]!;
const ordersOfProduct = (productId: string) =>
  t.db.select().from(dropshippingOrders).where(eq(dropshippingOrders.productId, productId));
const attemptsOf = (orderId: string) =>
  t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
const mailCount = async (to: string) =>
  (await t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, to)))[0]!.n;

describe('POST /api/checkout/orders', () => {
  it('creates a pending order at the database’s price, ignoring a tampered price, total or status', async () => {
    const product = await insertProduct(t.db, {
      name: 'Smart Watch',
      price: '149.99',
      colors: ['Black', 'Silver'],
      sizes: ['S', 'M'],
      minOrderQuantity: 2,
    });
    const email = uniqueEmail('watch');
    const response = await post('/api/checkout/orders', {
      productId: product.id,
      quantity: 3,
      selectedColor: 'Silver',
      selectedSize: 'M',
      ...details({ email, paymentMethod: 'debit_card', fullName: '  Ama Owusu  ', notes: 'Call first' }),
      // What a tampering client might add: all ignored.
      productPrice: '0.01',
      price: 0.01,
      totalAmount: '0.03',
      total_amount: 0.03,
      total: '0.03',
      productName: 'Free watch',
      status: 'paid',
      userId: 'someone-else',
      paymentReference: 'DSP-MINE',
    });
    expect(response.statusCode).toBe(201);
    const created: CheckoutOrderCreated = response.json();
    expect(created).toEqual({
      orderId: expect.any(String),
      resumeToken: expect.stringMatching(/^[\w-]{43}$/),
    });

    const row = await orderRow(created.orderId);
    expect(row).toMatchObject({
      userId: null,
      productId: product.id,
      productName: 'Smart Watch',
      productPrice: '149.99',
      quantity: 3,
      totalAmount: '449.97',
      fullName: 'Ama Owusu',
      email,
      phone: '024 123 4567',
      address: '12 Oxford Street, Osu',
      city: 'Accra',
      notes: 'Call first',
      paymentMethod: 'debit_card',
      selectedColor: 'Silver',
      selectedSize: 'M',
      paymentReference: null,
      status: 'pending',
      paidAt: null,
    });
    // Only a hash of the resume token is kept.
    expect(row.resumeTokenHash).toBe(crypto.createHash('sha256').update(created.resumeToken).digest('hex'));
  });

  it('keeps the signed-in shopper’s id on the order', async () => {
    const { cookie } = await signUpVerified(t);
    const userId = (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json().user.id;
    const product = await insertProduct(t.db);
    const created = await placeOrder(product.id, {}, cookie);
    expect((await orderRow(created.orderId)).userId).toBe(userId);
  });

  it('puts a substitute address from the phone’s digits at the shop’s mail domain when the e-mail is blank', async () => {
    const product = await insertProduct(t.db);
    for (const email of ['', '   ', null, undefined]) {
      const created = await placeOrder(product.id, { email, phone: '+233 (24) 123-4567' });
      expect((await orderRow(created.orderId)).email).toBe('233241234567@ghanamart.com.gh');
    }
  });

  it('refuses a colour, size or quantity the product does not allow: 400 naming the field, no row', async () => {
    const product = await insertProduct(t.db, {
      colors: ['Black', 'Silver'],
      sizes: ['S', 'M'],
      minOrderQuantity: 5,
    });
    const plain = await insertProduct(t.db);
    const ok = { selectedColor: 'Black', selectedSize: 'S', quantity: 5 };
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [product.id, { ...ok, selectedColor: undefined }, { selectedColor: 'Please choose a color' }],
      [product.id, { ...ok, selectedColor: '' }, { selectedColor: 'Please choose a color' }],
      [product.id, { ...ok, selectedColor: 'Gold' }, { selectedColor: 'This color is not available' }],
      [product.id, { ...ok, selectedColor: 'black' }, { selectedColor: 'This color is not available' }],
      [product.id, { ...ok, selectedSize: null }, { selectedSize: 'Please choose a size' }],
      [product.id, { ...ok, selectedSize: 'XXL' }, { selectedSize: 'This size is not available' }],
      [product.id, { ...ok, quantity: 4 }, { quantity: 'Minimum order: 5 units' }],
      [
        product.id,
        { quantity: 1 },
        {
          selectedColor: 'Please choose a color',
          selectedSize: 'Please choose a size',
          quantity: 'Minimum order: 5 units',
        },
      ],
      [plain.id, { selectedColor: 'Red' }, { selectedColor: 'This color is not available' }],
      [plain.id, { selectedSize: 'L' }, { selectedSize: 'This size is not available' }],
    ];
    for (const [productId, choice, fields] of cases) {
      const response = await post('/api/checkout/orders', {
        productId,
        ...details(),
        quantity: 1,
        ...choice,
      });
      expect(response.statusCode, JSON.stringify(choice)).toBe(400);
      expect(response.json(), JSON.stringify(choice)).toMatchObject({
        error: { code: 'VALIDATION_ERROR', message: Object.values(fields)[0], fields },
      });
    }
    expect(await ordersOfProduct(product.id)).toHaveLength(0);
    expect(await ordersOfProduct(plain.id)).toHaveLength(0);
  });

  it('refuses an out-of-stock, inactive or unknown product with 400 and no row', async () => {
    const soldOut = await insertProduct(t.db, { inStock: false });
    const hidden = await insertProduct(t.db, { isActive: false });
    const outOfStock = await post('/api/checkout/orders', {
      productId: soldOut.id,
      quantity: 1,
      ...details(),
    });
    expect(outOfStock.statusCode).toBe(400);
    expect(outOfStock.json()).toMatchObject({
      error: { code: 'OUT_OF_STOCK', message: 'This product is out of stock' },
    });

    for (const productId of [hidden.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await post('/api/checkout/orders', { productId, quantity: 1, ...details() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'PRODUCT_NOT_FOUND',
          message: 'Product not found',
          fields: { productId: 'Product not found' },
        },
      });
    }
    const malformed = await post('/api/checkout/orders', {
      productId: '1; DROP TABLE',
      quantity: 1,
      ...details(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ productId: 'Product not found' });
    expect(await ordersOfProduct(soldOut.id)).toHaveLength(0);
    expect(await ordersOfProduct(hidden.id)).toHaveLength(0);
  });

  it('refuses missing details with the spec’s messages, and bad quantities, writing nothing', async () => {
    const product = await insertProduct(t.db);
    const blank = await post('/api/checkout/orders', {
      productId: product.id,
      quantity: 1,
      fullName: ' ',
      phone: '',
      address: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please enter your full name',
      fields: {
        fullName: 'Please enter your full name',
        phone: 'Please enter your phone number',
        address: 'Please enter your delivery address',
        city: 'Please enter your city',
      },
    });
    const badPhone = await post('/api/checkout/orders', {
      productId: product.id,
      quantity: 1,
      ...details({ phone: 'call me' }),
    });
    expect(badPhone.json().error.fields).toEqual({ phone: 'Please enter a valid phone number' });
    const badEmail = await post('/api/checkout/orders', {
      productId: product.id,
      quantity: 1,
      ...details({ email: 'ama@' }),
    });
    expect(badEmail.json().error.fields).toEqual({ email: 'Please enter a valid email address' });
    const badMethod = await post('/api/checkout/orders', {
      productId: product.id,
      quantity: 1,
      ...details({ paymentMethod: 'cash' }),
    });
    expect(Object.keys(badMethod.json().error.fields)).toEqual(['paymentMethod']);
    for (const quantity of [0, -1, 1.5, 'many', 10_001]) {
      const response = await post('/api/checkout/orders', { productId: product.id, quantity, ...details() });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['quantity']);
    }
    expect(await ordersOfProduct(product.id)).toHaveLength(0);
  });

  it('refuses an oversized body with 413 and writes nothing', async () => {
    const product = await insertProduct(t.db);
    const response = await post('/api/checkout/orders', {
      productId: product.id,
      quantity: 1,
      ...details({ notes: 'x'.repeat(300_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(await ordersOfProduct(product.id)).toHaveLength(0);
  });

  it('keeps script in text as text: the e-mail shows it escaped', async () => {
    const product = await insertProduct(t.db, { price: '10.00' });
    const email = uniqueEmail('script');
    const created = await placeOrder(product.id, {
      email,
      fullName: '<script>alert(1)</script>',
      notes: '<img src=x onerror=alert(1)>',
    });
    expect((await orderRow(created.orderId)).fullName).toBe('<script>alert(1)</script>');
    const { reference } = await startPayment(created);
    await answerHostedPage(reference, 'approve');
    const mail = await t.lastEmailTo(email);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('POST /api/checkout/orders/:orderId/payment', () => {
  it('saves a new attempt with its own reference before sending the shopper to the provider', async () => {
    const product = await insertProduct(t.db, { price: '149.99' });
    const created = await placeOrder(product.id, { quantity: 3 });
    await t.db
      .update(dropshippingOrders)
      .set({ quantity: 3, totalAmount: '449.97' })
      .where(eq(dropshippingOrders.id, created.orderId));
    const started = await startPayment(created);
    expect(started.reference).toMatch(/^DSP-([2-9A-HJKMNP-Z]{4}-){3}[2-9A-HJKMNP-Z]{4}$/);
    expect(started.authorizationUrl).toBe(`${TEST_ORIGIN}/payments/simulated/${started.reference}`);

    const [attempt] = await attemptsOf(created.orderId);
    expect(attempt).toMatchObject({
      reference: started.reference,
      provider: 'simulated',
      amountPesewas: 44_997,
      currency: 'GHS',
      status: 'pending',
      authorizationUrl: started.authorizationUrl,
    });
    expect((await orderRow(created.orderId)).paymentReference).toBe(started.reference);
    // The provider's own record: amount in pesewas, GHS, the channel of the chosen method.
    const [atProvider] = await t.db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.reference, started.reference));
    expect(atProvider).toMatchObject({
      amountPesewas: 44_997,
      currency: 'GHS',
      channels: ['mobile_money'],
      callbackUrl: `${TEST_ORIGIN}/payment-success`,
      metadata: expect.objectContaining({ order_id: created.orderId, product_name: product.name }),
      status: 'pending',
    });
  });

  it('starts a new attempt with a new reference on each call; the order points at the latest', async () => {
    const product = await insertProduct(t.db);
    const created = await placeOrder(product.id, { paymentMethod: 'debit_card' });
    const first = await startPayment(created);
    const second = await startPayment(created);
    expect(second.reference).not.toBe(first.reference);
    expect((await attemptsOf(created.orderId)).map((a) => a.reference).sort()).toEqual(
      [first.reference, second.reference].sort(),
    );
    expect((await orderRow(created.orderId)).paymentReference).toBe(second.reference);
    const [atProvider] = await t.db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.reference, second.reference));
    expect(atProvider!.channels).toEqual(['card']);
  });

  it('answers 404 "Order not found" without the right resume token, revealing nothing', async () => {
    const product = await insertProduct(t.db);
    const mine = await placeOrder(product.id);
    const theirs = await placeOrder(product.id);
    const attempts: [string, unknown][] = [
      [mine.orderId, { resumeToken: theirs.resumeToken }],
      [mine.orderId, { resumeToken: 'guess' }],
      [mine.orderId, { resumeToken: `${mine.resumeToken}x` }],
      ['00000000-0000-4000-8000-000000000000', { resumeToken: mine.resumeToken }],
      ['not-a-uuid', { resumeToken: mine.resumeToken }],
    ];
    for (const [orderId, body] of attempts) {
      const response = await post(`/api/checkout/orders/${orderId}/payment`, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Order not found' } });
    }
    const missing = await post(`/api/checkout/orders/${mine.orderId}/payment`, {});
    expect(missing.statusCode).toBe(400);
    expect(await attemptsOf(mine.orderId)).toHaveLength(0);
  });
});

describe('paying on the simulated provider’s page', () => {
  it('shows merchant, amount and method, then approving pays the order once and sends one e-mail', async () => {
    const product = await insertProduct(t.db, {
      name: 'Steel Kettle',
      price: '1234.50',
      supplier: 'Guangzhou Home',
      shippingTime: '24-30 days',
    });
    const email = uniqueEmail('kettle');
    const created = await placeOrder(product.id, { email });
    const { reference, authorizationUrl } = await startPayment(created);

    const page = await hostedPage(new URL(authorizationUrl).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('GhanaMart');
    expect(page.body).toContain('GH₵1,234.50');
    expect(page.body).toContain('Mobile Money');
    expect(page.body).toContain('value="approve"');
    expect(page.body).toContain('value="decline"');
    const css = await hostedPage('/payments/simulated/page.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');

    const approved = await answerHostedPage(reference, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(
      `${TEST_ORIGIN}/payment-success?reference=${reference}&trxref=${reference}`,
    );
    // The webhook the provider delivered has already paid the order.
    const paid = await orderRow(created.orderId);
    expect(paid).toMatchObject({ status: 'paid', paymentReference: reference });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await mailCount(email)).toBe(1);

    const verified = await verify(reference);
    expect(verified.statusCode).toBe(200);
    const body: VerifiedPayment = verified.json();
    expect(body.order).toMatchObject({
      id: created.orderId,
      paymentReference: reference,
      status: 'paid',
      statusLabel: 'Confirmed',
      productName: 'Steel Kettle',
      productPrice: '1234.50',
      quantity: 1,
      totalAmount: '1234.50',
      email,
      paidAt: paid.paidAt!.toISOString(),
    });
    expect(body.order).not.toHaveProperty('resumeTokenHash');
    expect(body.product).toEqual({
      name: 'Steel Kettle',
      imageUrl: product.imageUrl,
      supplier: 'Guangzhou Home',
      country: 'China',
      shippingTime: '24-30 days',
    });
    expect((await verify(reference)).statusCode).toBe(200);
    expect(await mailCount(email)).toBe(1);
    const mail = await t.lastEmailTo(email);
    expect(mail?.subject).toBe(`Your GhanaMart order ${reference} is confirmed`);
    expect(mail?.text).toContain('1 × Steel Kettle at GH₵1,234.50 = GH₵1,234.50');
    expect(mail?.text).toContain(`/orders/${reference}?token=`);

    const again = await post(`/api/checkout/orders/${created.orderId}/payment`, {
      resumeToken: created.resumeToken,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'ALREADY_PAID', message: 'This order has already been paid.' },
    });
    // The page now says the payment is complete.
    expect((await hostedPage(`/payments/simulated/${reference}`)).body).toContain('Payment complete');
  });

  it('declined: verification fails, the order stays pending and can be paid on a new attempt', async () => {
    const product = await insertProduct(t.db);
    const email = uniqueEmail('declined');
    const created = await placeOrder(product.id, { email });
    const first = await startPayment(created);

    const declined = await answerHostedPage(first.reference, 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/payments/simulated/${first.reference}?declined`);
    const page = await hostedPage(declined.headers.location as string);
    expect(page.body).toContain('Payment declined');
    expect(page.body).toContain('Try again');
    expect(page.body).toContain('Cancel payment');

    const cancelled = await answerHostedPage(first.reference, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `${TEST_ORIGIN}/payment-success?reference=${first.reference}&trxref=${first.reference}`,
    );
    const failed = await verify(first.reference);
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toMatchObject({
      error: { code: 'PAYMENT_FAILED', message: 'Payment verification failed' },
    });
    expect((await orderRow(created.orderId)).status).toBe('pending');
    expect((await attemptsOf(created.orderId))[0]).toMatchObject({
      status: 'failed',
      providerStatus: 'abandoned',
    });

    const second = await startPayment(created);
    await answerHostedPage(second.reference, 'approve');
    expect((await verify(second.reference)).statusCode).toBe(200);
    expect(await orderRow(created.orderId)).toMatchObject({
      status: 'paid',
      paymentReference: second.reference,
    });
    // The cancelled attempt's "not paid yet, pay now" e-mail, then the confirmation.
    expect(await mailCount(email)).toBe(2);
  });

  it('fails verification of a payment not made yet, and leaves the order pending', async () => {
    const product = await insertProduct(t.db);
    const created = await placeOrder(product.id);
    const { reference } = await startPayment(created);
    expect((await verify(reference)).statusCode).toBe(402);
    expect((await orderRow(created.orderId)).status).toBe('pending');
  });

  it('lets a late success on an older attempt pay the order', async () => {
    const product = await insertProduct(t.db);
    const email = uniqueEmail('late');
    const created = await placeOrder(product.id, { email });
    const older = await startPayment(created);
    const newer = await startPayment(created);
    await answerHostedPage(older.reference, 'approve');
    expect(await orderRow(created.orderId)).toMatchObject({
      status: 'paid',
      paymentReference: older.reference,
    });
    const viaNewer = await verify(newer.reference);
    expect(viaNewer.statusCode).toBe(200);
    expect(viaNewer.json().order.paymentReference).toBe(older.reference);
    expect(await mailCount(email)).toBe(1);
  });

  it('answers an unknown payment page with a 404 page in words', async () => {
    const response = await hostedPage('/payments/simulated/DSP-NOPE');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Payment not found');
    expect((await answerHostedPage('DSP-NOPE', 'approve')).statusCode).toBe(404);
  });
});

describe('POST /api/checkout/payments/:reference/verify', () => {
  it('answers an unknown or malformed reference with 404 "Order not found" and nothing else', async () => {
    for (const reference of ['DSP-AAAA-BBBB-CCCC-DDDD', 'x'.repeat(100), "DSP-1' OR '1'='1", '%00']) {
      const response = await verify(reference);
      expect(response.statusCode, reference).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Order not found' } });
    }
  });

  it('keeps the order pending when the provider reports another amount', async () => {
    const product = await insertProduct(t.db, { price: '50.00' });
    const created = await placeOrder(product.id);
    const { reference } = await startPayment(created);
    await t.db
      .update(simulatedPayments)
      .set({ status: 'success', amountPesewas: 100 })
      .where(eq(simulatedPayments.reference, reference));
    expect((await verify(reference)).statusCode).toBe(402);
    expect((await orderRow(created.orderId)).status).toBe('pending');
    expect((await attemptsOf(created.orderId))[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'Paid 100 GHS; the order is 5000 GHS',
    });
  });
});

describe('POST /api/payments/paystack/webhook', () => {
  async function pendingPayment(price = '75.00') {
    const product = await insertProduct(t.db, { price });
    const email = uniqueEmail('hook');
    const created = await placeOrder(product.id, { email });
    const { reference } = await startPayment(created);
    return { created, reference, email };
  }
  const secret = () => t.paymentProvider.webhookSecret;

  it('refuses an unsigned, forged or altered webhook with 401 and changes nothing', async () => {
    const { created, reference, email } = await pendingPayment('75.00');
    const body = chargeSuccess(reference, 7500);
    const altered = chargeSuccess(reference, 7501);
    const forgedKey = crypto.randomBytes(32).toString('hex');
    const attempts: [string, string | undefined][] = [
      [body, undefined],
      [body, ''],
      [body, 'not-hex'],
      [body, signWebhook(body, forgedKey)],
      [body, signWebhook(body, secret()).slice(0, 64)],
      [altered, signWebhook(body, secret())],
      [`${body} `, signWebhook(body, secret())],
    ];
    for (const [payload, signature] of attempts) {
      const response = await sendWebhook(payload, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: { code: 'INVALID_SIGNATURE', message: 'Invalid signature' },
      });
    }
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'pending', paidAt: null });
    expect((await attemptsOf(created.orderId))[0]).toMatchObject({ status: 'pending', providerStatus: null });
    expect(await mailCount(email)).toBe(0);
  });

  it('pays the order once and sends one e-mail when a valid webhook is replayed 5 times alongside 2 verifications', async () => {
    const { created, reference, email } = await pendingPayment('75.00');
    // The shopper paid: the provider knows, so verification succeeds too.
    await t.db
      .update(simulatedPayments)
      .set({ status: 'success' })
      .where(eq(simulatedPayments.reference, reference));
    const body = chargeSuccess(reference, 7500);
    const signature = signWebhook(body, secret());
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => sendWebhook(body, signature)),
      verify(reference),
      verify(reference),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'paid', paymentReference: reference });
    expect(await mailCount(email)).toBe(1);
    expect((await attemptsOf(created.orderId))[0]).toMatchObject({
      status: 'paid',
      providerStatus: 'success',
    });
  });

  it('keeps the order pending when the amount or currency does not match', async () => {
    const { created, reference, email } = await pendingPayment('75.00');
    for (const body of [
      chargeSuccess(reference, 7499),
      chargeSuccess(reference, 750),
      chargeSuccess(reference, 7500, 'NGN'),
    ]) {
      const response = await sendWebhook(body, signWebhook(body, secret()));
      expect(response.statusCode).toBe(200);
    }
    expect((await orderRow(created.orderId)).status).toBe('pending');
    expect((await attemptsOf(created.orderId))[0]!.status).toBe('failed');
    expect(await mailCount(email)).toBe(0);
  });

  it('acknowledges other events and unknown references without changing anything', async () => {
    const { created, reference } = await pendingPayment();
    const bodies = [
      chargeSuccess('DSP-UNKN-OWNR-EFER-ENCE', 7500),
      JSON.stringify({ event: 'transfer.success', data: { reference, amount: 7500, currency: 'GHS' } }),
      JSON.stringify({ event: 'charge.success', data: { reference } }),
      'not json',
    ];
    for (const body of bodies) {
      expect((await sendWebhook(body, signWebhook(body, secret()))).statusCode).toBe(200);
    }
    expect((await orderRow(created.orderId)).status).toBe('pending');
  });
});

describe('checkout limits and outages', () => {
  it('limits orders per client address', async () => {
    // Another app instance on the same database, with a small limit.
    const config = testConfig({ CHECKOUT_LIMIT_PER_IP: '2' });
    const { app } = await buildApp({ config, database: t.database });
    await app.ready();
    try {
      const product = await insertProduct(t.db);
      const order = (ip: string) =>
        app.inject({
          method: 'POST',
          url: '/api/checkout/orders',
          payload: { productId: product.id, quantity: 1, ...details() },
          headers: { origin: TEST_ORIGIN },
          remoteAddress: ip,
        });
      expect((await order('10.7.0.1')).statusCode).toBe(201);
      expect((await order('10.7.0.1')).statusCode).toBe(201);
      const blocked = await order('10.7.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeTruthy();
      expect(blocked.json().error.message).toMatch(/^Too many orders\. Please wait .+ and try again\.$/);
      expect((await order('10.7.0.2')).statusCode).toBe(201);
      expect(await ordersOfProduct(product.id)).toHaveLength(3);
    } finally {
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 "Failed to save order details" when the database is down', async () => {
    const database = await openPostgres('postgres://nobody@127.0.0.1:9/none', 1);
    const { app } = await buildApp({ config: testConfig(), database });
    await app.ready();
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/checkout/orders',
        payload: { productId: '00000000-0000-4000-8000-000000000000', quantity: 1, ...details() },
        headers: { origin: TEST_ORIGIN },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        error: { code: 'ORDER_SAVE_FAILED', message: 'Failed to save order details. Please try again.' },
      });
    } finally {
      await app.close();
    }
  });
});
