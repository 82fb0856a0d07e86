import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOrderCreated, PaymentStarted } from '../../shared/checkout/checkout-messages';
import { isSimulatedProvider, type SimulatedProvider } from '../adapters/payments/simulated-provider';
import {
  dropshippingOrders,
  emailOutbox,
  orderStatusHistory,
  paymentAttempts,
  smsOutbox,
} from '../db/schema';
import { orderPageUrl } from '../lib/order-link';
import { browser, insertProduct } from '../test/fixtures';
import { createTestApp, type TestApp, uniqueEmail } from '../test/test-app';
import { reconcilePayments } from './reconcile-payments';

let t: TestApp;
let provider: SimulatedProvider;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_LIMIT_PER_IP: '10000' } });
  if (!isSimulatedProvider(t.paymentProvider)) throw new Error('expected the simulated provider');
  provider = t.paymentProvider;
});
afterAll(() => t.close());

const quiet = { info() {}, warn() {}, error() {} };
const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

function reconcileAt(now: Date) {
  return reconcilePayments(
    {
      db: t.db,
      log: quiet,
      provider,
      publicUrl: t.config.publicUrl,
      mailDomain: t.config.mailDomain,
      orderLinkSecret: t.config.authSecret,
    },
    { now },
  );
}

async function orderWithPayment(email = uniqueEmail('shopper')) {
  const product = await insertProduct(t.db, { price: '120.00' });
  const created = await browser(t).post('/api/checkout/orders', {
    productId: product.id,
    quantity: 1,
    fullName: 'Ama Owusu',
    phone: '024 123 4567',
    address: '12 Oxford Street, Osu',
    city: 'Accra',
    email,
    paymentMethod: 'mobile_money',
  });
  expect(created.statusCode, created.body).toBe(201);
  const order = created.json() as CheckoutOrderCreated;
  const started = await browser(t).post(`/api/checkout/orders/${order.orderId}/payment`, {
    resumeToken: order.resumeToken,
  });
  expect(started.statusCode, started.body).toBe(200);
  return { email, order, payment: started.json() as PaymentStarted };
}

const orderRow = async (id: string) =>
  (await t.db.select().from(dropshippingOrders).where(eq(dropshippingOrders.id, id)))[0]!;
const attemptRow = async (reference: string) =>
  (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference)))[0]!;
const confirmations = (email: string, reference: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.to, email),
        eq(emailOutbox.subject, `Your GhanaMart order ${reference} is confirmed`),
      ),
    );

describe('reconcile-payments', () => {
  it('settles a payment the shopper never came back from, once, with one confirmation e-mail', async () => {
    const { email, order, payment } = await orderWithPayment();
    await provider.settle(payment.reference, 'success');

    // Before 15 minutes the shopper may still come back: nothing is asked.
    await reconcileAt(later(10 * MINUTE));
    expect((await orderRow(order.orderId)).status).toBe('pending');

    const report = await reconcileAt(later(16 * MINUTE));
    expect(report.paid).toBe(1);
    const paid = await orderRow(order.orderId);
    expect(paid).toMatchObject({ status: 'paid', paymentReference: payment.reference });
    expect((await attemptRow(payment.reference)).status).toBe('paid');
    expect(await confirmations(email, payment.reference)).toHaveLength(1);

    // Again, and through the return page and the webhook's path: still one e-mail.
    expect((await reconcileAt(later(30 * MINUTE))).paid).toBe(0);
    const verified = await browser(t).post(`/api/checkout/payments/${payment.reference}/verify`, {});
    expect(verified.statusCode).toBe(200);
    expect(await confirmations(email, payment.reference)).toHaveLength(1);
  });

  it('records a declined payment and leaves the order payable', async () => {
    const { order, payment } = await orderWithPayment();
    await provider.settle(payment.reference, 'failed');
    await reconcileAt(later(16 * MINUTE));
    expect((await attemptRow(payment.reference)).status).toBe('failed');
    expect((await orderRow(order.orderId)).status).toBe('pending');
  });

  it('tells the shopper once, with "Pay now", when the payment page was closed without paying', async () => {
    const { email, order, payment } = await orderWithPayment();
    const { reference } = await orderRow(order.orderId);
    const mails = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const texts = () =>
      t.db
        .select()
        .from(smsOutbox)
        .where(like(smsOutbox.text, `%${reference}%`));
    expect(await mails()).toHaveLength(0);
    // Paystack's word for a transaction whose page was closed.
    await provider.settle(payment.reference, 'abandoned');
    await reconcileAt(later(16 * MINUTE));
    await reconcileAt(later(30 * MINUTE));
    const payNow = orderPageUrl(t.config.publicUrl, t.config.authSecret, reference!);
    const sent = await mails();
    expect(sent.map((mail) => mail.subject)).toEqual([`Your GhanaMart order ${reference} is not paid yet`]);
    expect(sent[0]!.text).toContain(payNow);
    expect((await texts()).map((sms) => sms.text)).toEqual([expect.stringContaining(`Pay now: ${payNow}`)]);
  });

  it('abandons an order unpaid for 24 hours; the shopper can still pay it', async () => {
    const { email, order, payment } = await orderWithPayment();
    expect((await reconcileAt(later(23 * 60 * MINUTE))).abandoned).toBe(0);
    expect((await orderRow(order.orderId)).status).toBe('pending');

    const report = await reconcileAt(later(24 * 60 * MINUTE + MINUTE));
    expect(report.abandoned).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.orderId)).status).toBe('abandoned');
    expect((await attemptRow(payment.reference)).status).toBe('failed');
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.orderId));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toContainEqual(['pending', 'abandoned']);

    // A late success of the old attempt still pays the order, once.
    await provider.settle(payment.reference, 'success');
    const verified = await browser(t).post(`/api/checkout/payments/${payment.reference}/verify`, {});
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('paid');
    expect(await confirmations(email, payment.reference)).toHaveLength(1);
  });

  it('lets the shopper start a new payment on an abandoned order, which is pending again', async () => {
    const { order } = await orderWithPayment();
    await reconcileAt(later(24 * 60 * MINUTE + MINUTE));
    expect((await orderRow(order.orderId)).status).toBe('abandoned');
    const again = await browser(t).post(`/api/checkout/orders/${order.orderId}/payment`, {
      resumeToken: order.resumeToken,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('pending');
  });
});
