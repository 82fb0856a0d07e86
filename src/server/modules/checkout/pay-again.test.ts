import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOrderCreated, PaymentStarted } from '../../../shared/checkout/checkout-messages';
import type { MyOrder, PlaceCartOrderResponse } from '../../../shared/orders/order';
import type { OrderPage } from '../../../shared/orders/order-page';
import { isSimulatedProvider, type SimulatedProvider } from '../../adapters/payments/simulated-provider';
import {
  dropshippingOrders,
  emailOutbox,
  paymentAttempts,
  simulatedPayments,
  smsOutbox,
} from '../../db/schema';
import { orderLinkToken } from '../../lib/order-link';
import { browser, insertDeal, insertProduct } from '../../test/fixtures';
import { createTestApp, firstLink, signUpVerified, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
let provider: SimulatedProvider;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_LIMIT_PER_IP: '10000' } });
  if (!isSimulatedProvider(t.paymentProvider)) throw new Error('expected the simulated provider');
  provider = t.paymentProvider;
}, 120_000);
afterAll(() => t.close());

const shop = () => browser(t);
const payAgain = (reference: string, body: Record<string, unknown> = {}, cookie?: string) =>
  browser(t, cookie).post(`/api/orders/${reference}/payment`, body);
const verify = (reference: string) => shop().post(`/api/checkout/payments/${reference}/verify`, {});
const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const confirmations = async (to: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, '%is confirmed')))
  )[0]!.n;
const attemptsOf = (orderId: string) =>
  t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
const orderRow = async (id: string) =>
  (await t.db.select().from(dropshippingOrders).where(eq(dropshippingOrders.id, id)))[0]!;

/** A guest's drop-shipping order, its first payment started. */
async function unpaidOrder() {
  const product = await insertProduct(t.db, { name: 'Sneakers', price: '300.00' });
  const email = uniqueEmail('again');
  const placed = await shop().post('/api/checkout/orders', {
    productId: product.id,
    quantity: 1,
    fullName: 'Ama Mensah',
    phone: '024 555 0101',
    address: 'House 4, Ring Road',
    city: 'Kumasi',
    email,
    paymentMethod: 'debit_card',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const created = placed.json() as CheckoutOrderCreated;
  const started = await shop().post(`/api/checkout/orders/${created.orderId}/payment`, {
    resumeToken: created.resumeToken,
  });
  expect(started.statusCode, started.body).toBe(200);
  return { orderId: created.orderId, email, first: started.json() as PaymentStarted };
}

describe('paying an order again', () => {
  it('a declined drop-shipping payment leaves an order that can be paid again, once', async () => {
    const { orderId, email, first } = await unpaidOrder();
    await provider.settle(first.reference, 'failed');
    expect((await verify(first.reference)).statusCode).toBe(402);
    expect(await orderRow(orderId)).toMatchObject({ status: 'pending', paidAt: null });

    // The shopper is told once, with "Pay now": the order's page, which offers it.
    const [told, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(told!.subject).toBe(`Your GhanaMart order ${first.reference} is not paid yet`);
    const link = new URL(firstLink(told!.text));
    expect(link.pathname).toBe(`/orders/${first.reference}`);
    expect(told!.text).toContain('Pay now: ');
    const [text] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+233245550101'));
    expect(text!.text).toContain(`order ${first.reference} did not go through. Pay now: `);
    expect((await verify(first.reference)).statusCode).toBe(402);
    expect(await mailsTo(email)).toHaveLength(1);
    const page: OrderPage = (
      await shop().get(`/api/orders/${first.reference}?token=${link.searchParams.get('token')}`)
    ).json().order;
    expect(page).toMatchObject({ paymentState: 'unpaid', canPay: true, paymentMethod: 'debit_card' });

    // Again, from the page of the failed payment, with the other method.
    const again = await payAgain(first.reference, { paymentMethod: 'mobile_money' });
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json() as PaymentStarted;
    expect(second.reference).not.toBe(first.reference);
    const [simulated] = await t.db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.reference, second.reference));
    expect(simulated!.channels).toEqual(['mobile_money']);
    await provider.settle(second.reference, 'success');
    expect((await verify(second.reference)).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'paid',
      paymentReference: second.reference,
      paymentMethod: 'mobile_money',
    });
    expect(await confirmations(email)).toBe(1);

    // Paid: no more attempts, by any of its references.
    for (const reference of [first.reference, second.reference]) {
      const refused = await payAgain(reference);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('ALREADY_PAID');
    }
    expect(await attemptsOf(orderId)).toHaveLength(2);
    expect((await payAgain('DSP-NONE-NONE-NONE-NONE')).statusCode).toBe(404);
    expect((await payAgain(first.reference, { paymentMethod: 'cash' })).statusCode).toBe(400);
  });

  it('a concurrent double payment settles once; the other payment is owed back', async () => {
    const { orderId, email, first } = await unpaidOrder();
    await provider.settle(first.reference, 'abandoned');
    expect((await verify(first.reference)).statusCode).toBe(402);
    const [a, b] = await Promise.all([payAgain(first.reference), payAgain(first.reference)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const refs = [a.json().reference as string, b.json().reference as string];
    await Promise.all(refs.map((reference) => provider.settle(reference, 'success')));
    const verified = await Promise.all([...refs, ...refs].map((reference) => verify(reference)));
    expect(verified.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

    const order = await orderRow(orderId);
    expect(order.status).toBe('paid');
    const attempts = await attemptsOf(orderId);
    expect(attempts.filter((attempt) => attempt.status === 'paid').map((x) => x.reference)).toEqual([
      order.paymentReference,
    ]);
    expect(attempts.filter((attempt) => attempt.status === 'refund_due')).toHaveLength(1);
    expect(await confirmations(email)).toBe(1);
  });

  it('a cart order is paid again by its owner or its e-mail link, never by another shopper', async () => {
    const { cookie, email } = await signUpVerified(t);
    const buyer = browser(t, cookie);
    const deal = await insertDeal(t.db, { discountPrice: '150.00' });
    const placed = await buyer.post('/api/orders', {
      dealId: deal.id,
      quantity: 1,
      deliveryName: 'Ama Owusu',
      deliveryPhone: '024 123 4567',
      deliveryAddress: '12 Oxford Street, Osu, Accra',
      region: 'greater-accra',
      paymentMethod: 'mobile_money',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { reference } = placed.json() as PlaceCartOrderResponse;

    const first = await payAgain(reference, {}, cookie);
    expect(first.statusCode, first.body).toBe(200);
    await provider.settle(first.json().reference, 'failed');
    expect((await buyer.post(`/api/cart/payments/${first.json().reference}/verify`, {})).json().paid).toBe(
      false,
    );
    const told = (await mailsTo(email)).find((mail) => mail.subject.endsWith('is not paid yet'));
    expect(told?.text).toContain(`/orders/${reference}?token=`);
    const mine: MyOrder[] = (await buyer.get('/api/orders')).json().orders;
    expect(mine.find((order) => order.reference === reference)).toMatchObject({
      paymentState: 'unpaid',
      canPay: true,
    });

    const stranger = await signUpVerified(t);
    expect((await payAgain(reference, {}, stranger.cookie)).statusCode).toBe(404);
    expect((await payAgain(reference)).statusCode).toBe(401);
    expect((await payAgain(reference, { token: 'not-the-token' })).statusCode).toBe(401);
    const byLink = await payAgain(reference, {
      token: orderLinkToken(t.config.authSecret, reference),
      paymentMethod: 'debit_card',
    });
    expect(byLink.statusCode, byLink.body).toBe(200);
    const [simulated] = await t.db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.reference, byLink.json().reference));
    expect(simulated!.channels).toEqual(['card']);
    await provider.settle(byLink.json().reference, 'success');
    expect((await buyer.post(`/api/cart/payments/${byLink.json().reference}/verify`, {})).json().paid).toBe(
      true,
    );
    expect((await payAgain(reference, {}, cookie)).statusCode).toBe(409);
  });
});
