import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutOrderCreated } from '../../../shared/checkout/checkout-messages';
import type { AdminOrderPage } from '../../../shared/orders/admin-orders';
import type { PlaceCartOrderResponse } from '../../../shared/orders/order';
import { ORDER_PAGE_MESSAGES, type OrderPage } from '../../../shared/orders/order-page';
import type { TrackedRequest } from '../../../shared/requests/request-kinds';
import { TRACK_MESSAGES } from '../../../shared/requests/track-messages';
import type { SimulatedProvider } from '../../adapters/payments/simulated-provider';
import { orderStatusHistory } from '../../db/schema';
import { orderLinkToken } from '../../lib/order-link';
import { signInAdmin } from '../../test/admin-session';
import { browser, dealOrderId, insertDeal, insertProduct } from '../../test/fixtures';
import { createTestApp, firstLink, signUpVerified, type TestApp, uniqueEmail } from '../../test/test-app';
import { SHOPPER_CANCEL_NOTE } from './cancel-my-order';

vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let admin: ReturnType<typeof browser>;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_LIMIT_PER_IP: '10000', TRACK_LIMIT_PER_IP: '10000' } });
  admin = browser(t, (await signInAdmin(t)).cookie);
}, 120_000);
afterAll(() => t.close());

const delivery = {
  deliveryName: 'Ama Owusu',
  deliveryPhone: '024 123 4567',
  deliveryAddress: '12 Oxford Street, Osu, Accra',
  region: 'greater-accra',
  specialInstructions: 'Call at the gate',
};

async function shopper() {
  const { cookie, email } = await signUpVerified(t);
  return { email, api: browser(t, cookie) };
}

/** A signed-in shopper's cart checkout of two deals: one order reference, two lines. */
async function cartOrder() {
  const buyer = await shopper();
  const rice = await insertDeal(t.db, {
    name: 'Rice cooker',
    discountPrice: '149.99',
    imageUrl: '/img/rice.webp',
  });
  const fan = await insertDeal(t.db, { name: 'Standing fan', discountPrice: '80.00', imageUrl: null });
  await buyer.api.post('/api/cart/items', { dealId: rice.id, quantity: 2 });
  await buyer.api.post('/api/cart/items', { dealId: fan.id, quantity: 1 });
  const response = await buyer.api.post('/api/cart/checkout', delivery);
  expect(response.statusCode, response.body).toBe(201);
  return { ...buyer, checkout: response.json() as PlaceCartOrderResponse };
}

const move = (kind: 'deal' | 'dropshipping', id: string, status: string) =>
  admin.post(`/api/admin/orders/${kind}/${id}/status`, { status });

const notFoundBody = { error: { code: 'NOT_FOUND', message: ORDER_PAGE_MESSAGES.notFound } };

describe('GET /api/orders/:reference', () => {
  it('shows the owner every line, the delivery, the payment and the timeline the admin moved', async () => {
    const { api, checkout } = await cartOrder();
    // The admin confirms the order: both its lines (ADR 060).
    expect((await move('deal', await dealOrderId(t.db, checkout.reference), 'confirmed')).statusCode).toBe(
      200,
    );

    const response = await api.get(`/api/orders/${checkout.reference}`);
    expect(response.statusCode, response.body).toBe(200);
    const order: OrderPage = response.json().order;
    expect(order).toMatchObject({
      kind: 'deal',
      reference: checkout.reference,
      total: '379.98',
      delivery: {
        name: 'Ama Owusu',
        phone: '024 123 4567',
        address: '12 Oxford Street, Osu, Accra',
        instructions: 'Call at the gate',
      },
      paymentMethod: 'pay_on_delivery',
      paymentState: 'pay_on_delivery',
      canCancel: false,
    });
    expect(
      order.lines.map((line) => [line.name, line.imageUrl, line.quantity, line.unitPrice, line.total]),
    ).toEqual([
      ['Rice cooker', '/img/rice.webp', 2, '149.99', '299.98'],
      ['Standing fan', null, 1, '80.00', '80.00'],
    ]);
    expect(order.lines[0]!.history.map((step) => step.status)).toEqual(['pending', 'confirmed']);
    expect(Date.parse(order.lines[0]!.history[1]!.at)).toBeGreaterThanOrEqual(Date.parse(order.createdAt));
  });

  it('refuses another shopper and a visitor without the link, as if the order did not exist', async () => {
    const { checkout } = await cartOrder();
    const other = await shopper();
    for (const response of [
      await other.api.get(`/api/orders/${checkout.reference}`),
      await browser(t).get(`/api/orders/${checkout.reference}`),
      await browser(t).get(`/api/orders/${checkout.reference}?token=not-the-token`),
      await browser(t).get('/api/orders/ORD-ZZZZZZ'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(notFoundBody);
    }
  });

  it("opens from the confirmation e-mail's link without signing in, for that order only", async () => {
    const first = await cartOrder();
    const second = await cartOrder();
    const mail = await t.lastEmailTo(first.email);
    const link = new URL(firstLink(mail!.text));
    expect(link.pathname).toBe(`/orders/${first.checkout.reference}`);
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);

    const guest = await browser(t).get(`/api/orders/${first.checkout.reference}?token=${token}`);
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json().order).toMatchObject({ reference: first.checkout.reference, canCancel: false });

    const elsewhere = await browser(t).get(`/api/orders/${second.checkout.reference}?token=${token}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject(notFoundBody);
  });

  it("shows a guest's drop-shipping order through its link, with its payment state", async () => {
    const { reference, email } = await paidDropshippingOrder();
    const link = new URL(firstLink((await t.lastEmailTo(email))!.text));
    expect(link.pathname).toBe(`/orders/${reference}`);
    expect(link.searchParams.get('token')).toBe(orderLinkToken(t.config.authSecret, reference));
    const response = await browser(t).get(
      `${link.pathname}${link.search}`.replace('/orders/', '/api/orders/'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order).toMatchObject({
      kind: 'dropshipping',
      reference,
      paymentState: 'paid',
      delivery: { name: 'Kojo Antwi', email, address: 'House 4, Ring Road, Kumasi' },
      lines: [{ name: 'Smart watch', status: 'paid', statusLabel: 'Confirmed', unitPrice: '250.00' }],
    });
    expect((await browser(t).get(`/api/orders/${reference}`)).statusCode).toBe(404);
  });
});

describe('POST /api/orders/:reference/cancel', () => {
  it('cancels a pending order for its owner, records it in the history, and the admin sees it', async () => {
    const { api, checkout } = await cartOrder();
    expect((await api.get(`/api/orders/${checkout.reference}`)).json().order.canCancel).toBe(true);

    const other = await shopper();
    expect((await other.api.post(`/api/orders/${checkout.reference}/cancel`, {})).statusCode).toBe(404);
    expect((await browser(t).post(`/api/orders/${checkout.reference}/cancel`, {})).statusCode).toBe(401);

    const response = await api.post(`/api/orders/${checkout.reference}/cancel`, {});
    expect(response.statusCode, response.body).toBe(200);
    const order: OrderPage = (await api.get(`/api/orders/${checkout.reference}`)).json().order;
    expect(order.lines.map((line) => line.status)).toEqual(['cancelled', 'cancelled']);
    expect(order).toMatchObject({ canCancel: false, paymentState: 'not_due' });

    const rows = await t.db
      .select()
      .from(orderStatusHistory)
      .where(
        and(eq(orderStatusHistory.orderKind, 'deal'), eq(orderStatusHistory.orderId, checkout.orders[0]!.id)),
      );
    expect(rows).toMatchObject([
      { fromStatus: 'pending', toStatus: 'cancelled', adminId: null, note: SHOPPER_CANCEL_NOTE },
    ]);

    const list = await admin.get(`/api/admin/orders?kind=deal&q=${checkout.reference}`);
    const seen = (list.json() as AdminOrderPage).orders.find((row) => row.reference === checkout.reference);
    expect(seen).toMatchObject({
      status: 'cancelled',
      history: [{ toStatus: 'cancelled', by: null, note: SHOPPER_CANCEL_NOTE }],
    });

    const again = await api.post(`/api/orders/${checkout.reference}/cancel`, {});
    expect(again.statusCode).toBe(409);
  });

  it('refuses once the shop has confirmed any line, and changes nothing', async () => {
    const { api, checkout } = await cartOrder();
    // One line confirmed apart from its order.
    const orderId = await dealOrderId(t.db, checkout.reference);
    const confirmed = await admin.post(`/api/admin/orders/deal/${orderId}/status`, {
      status: 'confirmed',
      lineIds: [checkout.orders[1]!.id],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const response = await api.post(`/api/orders/${checkout.reference}/cancel`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'ORDER_NOT_CANCELLABLE', message: ORDER_PAGE_MESSAGES.notCancellable },
    });
    const order: OrderPage = (await api.get(`/api/orders/${checkout.reference}`)).json().order;
    expect(order.lines.map((line) => [line.name, line.status])).toEqual([
      ['Rice cooker', 'pending'],
      ['Standing fan', 'confirmed'],
    ]);
  });
});

describe('/track with an order reference', () => {
  const track = (reference: string, contact: string) =>
    browser(t).post('/api/requests/track', { reference, contact });

  it("shows an ORD- order's timeline to its delivery phone or account e-mail, nothing personal", async () => {
    const { email, checkout } = await cartOrder();
    // One line confirmed apart from its order.
    await admin.post(`/api/admin/orders/deal/${await dealOrderId(t.db, checkout.reference)}/status`, {
      status: 'confirmed',
      lineIds: [checkout.orders[0]!.id],
    });
    for (const contact of ['+233 24 123 4567', email.toUpperCase()]) {
      const response = await track(checkout.reference.toLowerCase(), contact);
      expect(response.statusCode, response.body).toBe(200);
      const found: TrackedRequest = response.json().request;
      expect(found).toMatchObject({
        reference: checkout.reference,
        kind: 'deal_order',
        kindLabel: 'Flash deal order',
      });
      expect(found.order!.lines.map((line) => line.history.map((step) => step.status))).toEqual([
        ['pending', 'confirmed'],
        ['pending'],
      ]);
      for (const personal of ['Ama Owusu', 'Oxford Street', '4567', 'Call at the gate', email]) {
        expect(response.body).not.toContain(personal);
      }
    }
  });

  it('reveals nothing without the matching contact', async () => {
    const { checkout } = await cartOrder();
    const { reference } = await paidDropshippingOrder();
    for (const response of [
      await track(checkout.reference, '0241111111'),
      await track(checkout.reference, 'someone@example.com'),
      await track(reference, '024 123 4567'),
      await track('ORD-ZZZZZZ', '024 123 4567'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: TRACK_MESSAGES.notFound } });
    }
  });

  it("shows a DSP- order's timeline to the e-mail or phone given at checkout", async () => {
    const { reference, email } = await paidDropshippingOrder();
    for (const contact of [email, '050 123 4567']) {
      const response = await track(reference.toLowerCase().replaceAll('-', ' '), contact);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().request).toMatchObject({
        reference,
        kind: 'dropshipping_order',
        status: 'paid',
        statusLabel: 'Confirmed',
        order: {
          kind: 'dropshipping',
          lines: [{ name: 'Smart watch', history: [{ status: 'pending' }, { status: 'paid' }] }],
        },
      });
      expect(response.body).not.toContain('Kojo');
    }
  });
});

async function paidDropshippingOrder() {
  const product = await insertProduct(t.db, { name: 'Smart watch', price: '250.00' });
  const email = uniqueEmail('dsp');
  const placed = await browser(t).post('/api/checkout/orders', {
    productId: product.id,
    quantity: 1,
    fullName: 'Kojo Antwi',
    phone: '0501234567',
    address: 'House 4, Ring Road',
    city: 'Kumasi',
    email,
    paymentMethod: 'mobile_money',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const created = placed.json() as CheckoutOrderCreated;
  const started = await browser(t).post(`/api/checkout/orders/${created.orderId}/payment`, {
    resumeToken: created.resumeToken,
  });
  expect(started.statusCode, started.body).toBe(200);
  const reference: string = started.json().reference;
  await (t.paymentProvider as SimulatedProvider).settle(reference, 'success');
  expect((await browser(t).post(`/api/checkout/payments/${reference}/verify`, {})).statusCode).toBe(200);
  return { reference, email };
}
