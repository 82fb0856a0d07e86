import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStarted } from '../../../shared/checkout/checkout-messages';
import type { MyOrdersResponse, PlaceCartOrderResponse } from '../../../shared/orders/order';
import type { OrderPageResponse } from '../../../shared/orders/order-page';
import { isSimulatedProvider, type SimulatedProvider } from '../../adapters/payments/simulated-provider';
import { signWebhook } from '../../adapters/payments/webhook-signature';
import {
  adminActivity,
  cartCheckouts,
  cartItems,
  emailOutbox,
  orderStatusHistory,
  orders,
  paymentAttempts,
  simulatedPayments,
  smsOutbox,
} from '../../db/schema';
import { reconcilePayments } from '../../jobs/reconcile-payments';
import { orderPageUrl } from '../../lib/order-link';
import { signInAdmin } from '../../test/admin-session';
import { browser, insertDeal } from '../../test/fixtures';
import { createTestApp, signUpVerified, type TestApp } from '../../test/test-app';

let t: TestApp;
let provider: SimulatedProvider;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_LIMIT_PER_IP: '10000' } });
  if (!isSimulatedProvider(t.paymentProvider)) throw new Error('expected the simulated provider');
  provider = t.paymentProvider;
}, 120_000);
afterAll(() => t.close());

const delivery = {
  deliveryName: 'Ama Owusu',
  deliveryPhone: '024 123 4567',
  deliveryAddress: '12 Oxford Street, Osu, Accra',
};

async function shopper() {
  const { cookie, email } = await signUpVerified(t);
  const userId = (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json().user.id;
  return { email, userId: userId as string, api: browser(t, cookie) };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

/** A cart of the given deals (price, quantity), checked out with `choice`. */
async function checkout(buyer: Shopper, lines: [string, number][], choice: Record<string, unknown>) {
  for (const [price, quantity] of lines) {
    const deal = await insertDeal(t.db, { discountPrice: price });
    const added = await buyer.api.post('/api/cart/items', { dealId: deal.id, quantity });
    expect(added.statusCode, added.body).toBeLessThan(300);
  }
  const response = await buyer.api.post('/api/cart/checkout', { ...delivery, ...choice });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PlaceCartOrderResponse;
}

/** Order e-mails to `to` (the sign-up's verification e-mail aside). */
const mailCount = async (to: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, '%order%')))
  )[0]!.n;
const smsCount = async (reference: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(smsOutbox)
      .where(like(smsOutbox.text, `%${reference}%`))
  )[0]!.n;
const linesOf = (reference: string) =>
  t.db.select().from(orders).where(eq(orders.checkoutReference, reference));
const checkoutRow = async (reference: string) =>
  (await t.db.select().from(cartCheckouts).where(eq(cartCheckouts.reference, reference)))[0]!;
const sendWebhook = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signWebhook(body, provider.webhookSecret),
    },
  });
const chargeSuccess = (reference: string, amount: number, currency = 'GHS') =>
  JSON.stringify({ event: 'charge.success', data: { reference, status: 'success', amount, currency } });

describe('cart checkout paid by mobile money', () => {
  it('pays once, empties the cart once and confirms once, when the webhook and verification race', async () => {
    const buyer = await shopper();
    const placed = await checkout(
      buyer,
      [
        ['30.00', 2],
        ['19.99', 1],
      ],
      { region: 'greater-accra', paymentMethod: 'mobile_money' },
    );
    expect(placed).toMatchObject({
      subtotal: '79.99',
      deliveryFee: '15.00',
      total: '94.99',
      paymentMethod: 'mobile_money',
    });
    expect(placed.orders.map((order) => order.status)).toEqual(['awaiting_payment', 'awaiting_payment']);
    // The cart is emptied when the order is placed; nothing is confirmed before the money arrives.
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.userId))).toEqual([]);
    expect(await mailCount(buyer.email)).toBe(0);
    expect(await smsCount(placed.reference)).toBe(0);
    const listed = (await buyer.api.get('/api/orders')).json() as MyOrdersResponse;
    expect(listed.orders.find((order) => order.reference === placed.reference)?.statusLabel).toBe(
      'Awaiting payment',
    );

    const started = await buyer.api.post(`/api/orders/${placed.reference}/payment`);
    expect(started.statusCode, started.body).toBe(200);
    const { reference, authorizationUrl } = started.json() as PaymentStarted;
    expect(reference).toMatch(/^PAY-/);
    expect(authorizationUrl).toContain(`/payments/simulated/${reference}`);
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference));
    expect(attempt).toMatchObject({ amountPesewas: 9499, currency: 'GHS', orderId: null });

    // The shopper approves on the provider's page (which delivers the signed webhook), while
    // further webhooks and two verifications arrive at once.
    await t.db
      .update(simulatedPayments)
      .set({ status: 'success' })
      .where(eq(simulatedPayments.reference, reference));
    const body = chargeSuccess(reference, 9499);
    const verify = () => browser(t).post(`/api/cart/payments/${reference}/verify`);
    const answers = await Promise.all([
      sendWebhook(body),
      sendWebhook(body),
      verify(),
      verify(),
      sendWebhook(body),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[2]!.json()).toEqual({ orderReference: placed.reference, paid: true });

    const lines = await linesOf(placed.reference);
    expect(lines.map((line) => line.status)).toEqual(['pending', 'pending']);
    expect(await checkoutRow(placed.reference)).toMatchObject({ paymentReference: reference });
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.toStatus, 'pending'), eq(orderStatusHistory.orderId, lines[0]!.id)));
    expect(history).toHaveLength(1);
    expect(await mailCount(buyer.email)).toBe(1);
    expect(await smsCount(placed.reference)).toBe(1);

    const page = (await buyer.api.get(`/api/orders/${placed.reference}`)).json() as OrderPageResponse;
    expect(page.order).toMatchObject({
      paymentMethod: 'mobile_money',
      paymentState: 'paid',
      subtotal: '79.99',
      deliveryFee: '15.00',
      total: '94.99',
      canPay: false,
    });
    // Paid: no second attempt.
    expect((await buyer.api.post(`/api/orders/${placed.reference}/payment`)).statusCode).toBe(409);
  });

  it('does not pay for a wrong amount (the lines without the fee) or currency, and stays payable', async () => {
    const buyer = await shopper();
    const placed = await checkout(buyer, [['40.00', 1]], { region: 'northern', paymentMethod: 'debit_card' });
    expect(placed).toMatchObject({ deliveryFee: '35.00', total: '75.00' });
    const { reference } = (await buyer.api.post(`/api/orders/${placed.reference}/payment`)).json();
    for (const body of [chargeSuccess(reference, 4000), chargeSuccess(reference, 7500, 'NGN')]) {
      expect((await sendWebhook(body)).statusCode).toBe(200);
    }
    expect((await linesOf(placed.reference))[0]!.status).toBe('awaiting_payment');
    expect((await checkoutRow(placed.reference)).paidAt).toBeNull();
    const page = (await buyer.api.get(`/api/orders/${placed.reference}`)).json() as OrderPageResponse;
    expect(page.order).toMatchObject({ paymentState: 'unpaid', canPay: true, canCancel: true });
    expect(await mailCount(buyer.email)).toBe(0);
  });

  it('lets only the owner start a payment, and not for an order paid on delivery', async () => {
    const owner = await shopper();
    const placed = await checkout(owner, [['50.00', 1]], {
      region: 'ashanti',
      paymentMethod: 'mobile_money',
    });
    const stranger = await shopper();
    expect((await stranger.api.post(`/api/orders/${placed.reference}/payment`)).statusCode).toBe(404);
    expect((await browser(t).post(`/api/orders/${placed.reference}/payment`)).statusCode).toBe(401);
    const onDelivery = await checkout(owner, [['50.00', 1]], { region: 'ashanti' });
    expect(onDelivery.paymentMethod).toBe('pay_on_delivery');
    expect((await owner.api.post(`/api/orders/${onDelivery.reference}/payment`)).statusCode).toBe(409);
  });

  it('tells the shopper once, with "Pay now", when the payment page is closed without paying; nothing at placement', async () => {
    const buyer = await shopper();
    const placed = await checkout(buyer, [['50.00', 1]], { region: 'volta', paymentMethod: 'debit_card' });
    const { reference } = (await buyer.api.post(`/api/orders/${placed.reference}/payment`)).json();
    // An order paid online is confirmed once paid: placing it sends nothing yet.
    expect(await mailCount(buyer.email)).toBe(0);
    expect(await smsCount(placed.reference)).toBe(0);
    // The tab is closed on the payment page: Paystack reports such a transaction "abandoned".
    await provider.settle(reference, 'abandoned');
    const quiet = { info() {}, warn() {}, error() {} };
    const reconcile = () =>
      reconcilePayments(
        {
          db: t.db,
          log: quiet,
          provider,
          publicUrl: t.config.publicUrl,
          mailDomain: t.config.mailDomain,
          orderLinkSecret: t.config.authSecret,
        },
        { now: new Date(Date.now() + 16 * 60 * 1000) },
      );
    await reconcile();
    await reconcile();
    const payNow = orderPageUrl(t.config.publicUrl, t.config.authSecret, placed.reference);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `%${placed.reference}%`));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your GhanaMart order ${placed.reference} is not paid yet`,
    ]);
    expect(mails[0]!.text).toContain(payNow);
    const texts = await t.db
      .select()
      .from(smsOutbox)
      .where(like(smsOutbox.text, `%${placed.reference}%`));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain(`Pay now: ${payNow}`);
  });

  it('cancels an order still unpaid after 24 hours; money that arrives later is refund due', async () => {
    const buyer = await shopper();
    const placed = await checkout(buyer, [['50.00', 1]], { region: 'volta', paymentMethod: 'mobile_money' });
    const { reference } = (await buyer.api.post(`/api/orders/${placed.reference}/payment`)).json();
    const quiet = { info() {}, warn() {}, error() {} };
    const report = await reconcilePayments(
      {
        db: t.db,
        log: quiet,
        provider,
        publicUrl: t.config.publicUrl,
        mailDomain: t.config.mailDomain,
        orderLinkSecret: t.config.authSecret,
      },
      { now: new Date(Date.now() + 25 * 60 * 60 * 1000) },
    );
    expect(report.abandoned).toBeGreaterThanOrEqual(1);
    expect((await linesOf(placed.reference))[0]!.status).toBe('cancelled');

    expect((await sendWebhook(chargeSuccess(reference, 7000))).statusCode).toBe(200);
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference));
    expect(attempt!.status).toBe('refund_due');
    expect((await linesOf(placed.reference))[0]!.status).toBe('cancelled');
    expect(await mailCount(buyer.email)).toBe(0);
  });
});

describe('refund of a cart payment marked refund due', () => {
  it('is listed for the admin and refunded once, admins only, and the shopper is told', async () => {
    const buyer = await shopper();
    const placed = await checkout(buyer, [['50.00', 1]], { region: 'volta', paymentMethod: 'mobile_money' });
    const { reference } = (await buyer.api.post(`/api/orders/${placed.reference}/payment`)).json();
    // Cancelled by its owner, then the money arrives: refund due.
    expect((await buyer.api.post(`/api/orders/${placed.reference}/cancel`)).statusCode).toBe(200);
    await provider.settle(reference, 'success');
    expect((await sendWebhook(chargeSuccess(reference, 7000))).statusCode).toBe(200);

    const admin = browser(t, (await signInAdmin(t)).cookie);
    expect((await buyer.api.get('/api/admin/payments/refund-due')).statusCode).toBe(403);
    expect((await buyer.api.post(`/api/admin/payments/${reference}/refund`, {})).statusCode).toBe(403);
    expect((await browser(t).post(`/api/admin/payments/${reference}/refund`, {})).statusCode).toBe(401);
    const listed = (await admin.get('/api/admin/payments/refund-due')).json().payments;
    expect(listed).toContainEqual(
      expect.objectContaining({
        kind: 'deal',
        reference,
        orderReference: placed.reference,
        customerName: 'Ama Owusu',
        amount: '70.00',
        reason: expect.stringContaining('refund due'),
      }),
    );

    const both = await Promise.all([
      admin.post(`/api/admin/payments/${reference}/refund`, {}),
      admin.post(`/api/admin/payments/${reference}/refund`, {}),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((answer) => answer.statusCode === 200)!.json()).toEqual({
      reference,
      amount: '70.00',
      refundId: `SIMREF-${reference}`,
    });
    const [payment] = await t.db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.reference, reference));
    expect(payment).toMatchObject({ refundedPesewas: 7000 });
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference));
    expect(attempt).toMatchObject({ status: 'refunded', refundId: `SIMREF-${reference}` });
    const again = await admin.post(`/api/admin/payments/${reference}/refund`, {});
    expect(again.json().error).toMatchObject({ code: 'ALREADY_REFUNDED' });
    const after = (await admin.get('/api/admin/payments/refund-due')).json().payments;
    expect(after.map((listedPayment: { reference: string }) => listedPayment.reference)).not.toContain(
      reference,
    );

    const refunds = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, buyer.email), like(emailOutbox.subject, '%refund%')));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.text).toContain('arrived after the order was cancelled');
    expect((await linesOf(placed.reference))[0]!.status).toBe('cancelled');
  });

  it('refuses a cart payment that paid its order', async () => {
    const buyer = await shopper();
    const placed = await checkout(buyer, [['30.00', 1]], { region: 'volta', paymentMethod: 'mobile_money' });
    const { reference } = (await buyer.api.post(`/api/orders/${placed.reference}/payment`)).json();
    expect((await sendWebhook(chargeSuccess(reference, 5000))).statusCode).toBe(200);
    expect((await linesOf(placed.reference))[0]!.status).toBe('pending');
    const admin = browser(t, (await signInAdmin(t)).cookie);
    const refused = await admin.post(`/api/admin/payments/${reference}/refund`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'NOT_REFUNDABLE' });
  });
});

describe('delivery fee of a cart checkout', () => {
  it('charges the region’s fee below GH₵100 and nothing from GH₵100, paid on delivery too', async () => {
    const buyer = await shopper();
    const below = await checkout(buyer, [['99.99', 1]], { region: 'greater-accra' });
    expect(below).toMatchObject({ subtotal: '99.99', deliveryFee: '15.00', total: '114.99' });
    const at = await checkout(buyer, [['50.00', 2]], { region: 'greater-accra' });
    expect(at).toMatchObject({ subtotal: '100.00', deliveryFee: '0.00', total: '100.00' });
    const page = (await buyer.api.get(`/api/orders/${below.reference}`)).json() as OrderPageResponse;
    expect(page.order).toMatchObject({
      deliveryFee: '15.00',
      total: '114.99',
      paymentState: 'pay_on_delivery',
    });
    // The confirmation says what delivery costs.
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `%${below.reference}%`));
    expect(mail!.text).toContain('Delivery: GH₵15.00');
  });

  it('ignores a fee, subtotal or total sent by the client', async () => {
    const buyer = await shopper();
    const placed = await checkout(buyer, [['20.00', 1]], {
      region: 'greater-accra',
      paymentMethod: 'mobile_money',
      deliveryFee: '0.00',
      subtotal: '0.01',
      total: '0.01',
      totalAmount: '0.01',
    });
    expect(placed).toMatchObject({ subtotal: '20.00', deliveryFee: '15.00', total: '35.00' });
    expect(await checkoutRow(placed.reference)).toMatchObject({ deliveryFee: '15.00', totalAmount: '35.00' });
    const { reference } = (
      await buyer.api.post(`/api/orders/${placed.reference}/payment`, { amount: 1 })
    ).json();
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference));
    expect(attempt!.amountPesewas).toBe(3500);
  });

  it('needs a known region and payment method, and leaves the cart as it is without them', async () => {
    const buyer = await shopper();
    const deal = await insertDeal(t.db);
    await buyer.api.post('/api/cart/items', { dealId: deal.id });
    for (const choice of [{}, { region: 'lagos' }, { region: 'greater-accra', paymentMethod: 'paypal' }]) {
      const response = await buyer.api.post('/api/cart/checkout', { ...delivery, ...choice });
      expect(response.statusCode).toBe(400);
    }
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.userId))).toHaveLength(1);
    const listed = await browser(t).get('/api/delivery-fees');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().fees).toHaveLength(16);
  });
});

describe('PUT /api/admin/delivery-fees', () => {
  it('is for admins only', async () => {
    const buyer = await shopper();
    const body = { fees: { oti: '1.00' } };
    expect((await browser(t).put('/api/admin/delivery-fees', body)).statusCode).toBe(401);
    expect((await buyer.api.put('/api/admin/delivery-fees', body)).statusCode).toBe(403);
    const fees = (await browser(t).get('/api/delivery-fees')).json().fees;
    expect(fees.find((fee: { region: string }) => fee.region === 'oti').fee).toBe('25.00');
  });

  it('validates every fee and region, saves the changed ones together, logs each, and the next checkout pays it', async () => {
    const admin = await signInAdmin(t);
    const api = browser(t, admin.cookie);
    for (const fee of ['-1', 'abc', '500.01', '1.234', '']) {
      const refused = await api.put('/api/admin/delivery-fees', { fees: { volta: '7.00', oti: fee } });
      expect(refused.statusCode, fee).toBe(400);
      expect(Object.keys(refused.json().error.fields), fee).toEqual(['fees.oti']);
    }
    expect((await api.put('/api/admin/delivery-fees', { fees: { lagos: '5.00' } })).statusCode).toBe(400);
    // Nothing of a refused save was written.
    const untouched = (await api.get('/api/admin/delivery-fees')).json().fees;
    expect(untouched.find((fee: { region: string }) => fee.region === 'volta').updatedAt).toBeNull();

    const current = (region: string) =>
      untouched.find((fee: { region: string }) => fee.region === region).fee as string;
    const saved = await api.put('/api/admin/delivery-fees', {
      fees: { oti: '12.5', volta: current('volta'), ashanti: '9' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().fees.find((fee: { region: string }) => fee.region === 'oti')).toMatchObject({
      fee: '12.50',
      label: 'Oti',
    });
    const entries = await t.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'delivery_fee.update'));
    expect(entries.map((entry) => entry.entityId).sort()).toEqual(['ashanti', 'oti']);
    expect(entries.find((entry) => entry.entityId === 'oti')).toMatchObject({
      adminUsername: admin.username,
      before: { fee: '25.00' },
      after: { fee: '12.50' },
    });

    const buyer = await shopper();
    const placed = await checkout(buyer, [['10.00', 1]], { region: 'oti' });
    expect(placed).toMatchObject({ deliveryFee: '12.50', total: '22.50' });
    expect((await api.get('/api/admin/delivery-fees')).statusCode).toBe(200);
  });
});
