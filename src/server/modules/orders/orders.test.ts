import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/cart/cart';
import type {
  CreateOrderResponse,
  MyOrder,
  Order,
  PlaceCartOrderResponse,
} from '../../../shared/orders/order';
import type { OrderPageResponse } from '../../../shared/orders/order-page';
import {
  cartCheckouts,
  cartItems,
  deals,
  dropshippingOrders,
  emailOutbox,
  orders,
  paymentAttempts,
} from '../../db/schema';
import { browser, insertDeal } from '../../test/fixtures';
import { createTestApp, signUpVerified, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

async function shopper() {
  const { cookie, email } = await signUpVerified(t);
  const userId = (await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json().user.id;
  return { email, userId: userId as string, api: browser(t, cookie) };
}

const delivery = {
  deliveryName: 'Ama Owusu',
  deliveryPhone: '024 123 4567',
  deliveryAddress: '12 Oxford Street, Osu, Accra',
  region: 'greater-accra',
};

const ordersOf = (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId));
const cartOf = (userId: string) => t.db.select().from(cartItems).where(eq(cartItems.userId, userId));
const mailCount = async (to: string) =>
  (await t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, to)))[0]!.n;

describe('POST /api/orders (Buy Now)', () => {
  it('needs a session: 401 with the order dialog’s message, nothing written', async () => {
    const deal = await insertDeal(t.db);
    const response = await browser(t).post('/api/orders', { dealId: deal.id, quantity: 1, ...delivery });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: { code: 'UNAUTHORIZED', message: 'Please log in to place an order.' },
    });
    expect(await t.db.select().from(orders).where(eq(orders.dealId, deal.id))).toHaveLength(0);
  });

  it('creates a pending pay-on-delivery order at the database’s price, ignoring a tampered price and fee', async () => {
    const { api, userId, email } = await shopper();
    const deal = await insertDeal(t.db, { name: 'Rice cooker', discountPrice: '149.99' });
    const response = await api.post('/api/orders', {
      dealId: deal.id,
      quantity: 3,
      ...delivery,
      deliveryName: '  Ama Owusu  ',
      specialInstructions: 'Call at the gate',
      // What a tampering client might add: all ignored.
      price: '0.01',
      unitPrice: '0.01',
      total: '0.03',
      totalAmount: '0.03',
      total_amount: 0.03,
      status: 'paid',
      deliveryFee: '0.00',
      subtotal: '0.01',
      userId: 'someone-else',
      dealName: 'Free stuff',
    });
    expect(response.statusCode).toBe(201);
    const order: Order = response.json().order;
    expect(order).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(/^ORD-[2-9A-HJKMNP-Z]{6}$/),
      dealId: deal.id,
      dealName: 'Rice cooker',
      unitPrice: '149.99',
      quantity: 3,
      total: '449.97',
      status: 'pending',
      statusLabel: 'Pending',
      paymentMethod: 'pay_on_delivery',
      deliveryName: 'Ama Owusu',
      deliveryPhone: '024 123 4567',
      deliveryAddress: '12 Oxford Street, Osu, Accra',
      specialInstructions: 'Call at the gate',
      createdAt: expect.any(String),
    });
    const [row] = await ordersOf(userId);
    expect(row).toMatchObject({
      id: order.id,
      userId,
      unitPrice: '149.99',
      totalAmount: '449.97',
      status: 'pending',
      paymentMethod: 'pay_on_delivery',
      checkoutReference: order.reference,
    });
    const mail = await t.lastEmailTo(email);
    expect(mail?.subject).toBe(`Your GhanaMart order ${order.reference}`);
    expect(mail?.text).toContain('3 × Rice cooker at GH₵149.99 = GH₵449.97');
  });

  it('refuses quantities 0, -1, 1.5, 1e9, text and missing fields with 400, writing nothing', async () => {
    const { api, userId } = await shopper();
    const deal = await insertDeal(t.db);
    for (const quantity of [0, -1, 1.5, 1e9, '2', null, undefined]) {
      const response = await api.post('/api/orders', { dealId: deal.id, quantity, ...delivery });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(response.json().error.fields)).toEqual(['quantity']);
    }

    const blank = await api.post('/api/orders', {
      dealId: deal.id,
      quantity: 1,
      deliveryName: '   ',
      deliveryAddress: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Please fill in all required fields.',
        fields: {
          deliveryName: 'Please fill in all required fields.',
          deliveryPhone: 'Please fill in all required fields.',
          deliveryAddress: 'Please fill in all required fields.',
        },
      },
    });
    const noDeal = await api.post('/api/orders', { quantity: 1, ...delivery });
    expect(noDeal.statusCode).toBe(400);
    expect(noDeal.json().error.fields).toEqual({ dealId: 'Please choose a deal.' });

    const unknown = await api.post('/api/orders', {
      dealId: '00000000-0000-4000-8000-000000000000',
      quantity: 1,
      ...delivery,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await ordersOf(userId)).toHaveLength(0);
  });
});

describe('POST /api/orders (Buy Now): delivery fee and payment, as the cart checkout (ADR 040)', () => {
  const checkoutOf = async (reference: string) =>
    (await t.db.select().from(cartCheckouts).where(eq(cartCheckouts.reference, reference)))[0];

  it('charges the region’s fee below GH₵100 and nothing from GH₵100, shown on the order page', async () => {
    const { api, email } = await shopper();
    const cheap = await insertDeal(t.db, { discountPrice: '99.99' });
    const below = await api.post('/api/orders', {
      dealId: cheap.id,
      quantity: 1,
      ...delivery,
      region: 'northern',
    });
    expect(below.statusCode, below.body).toBe(201);
    const placed = below.json() as CreateOrderResponse;
    expect(placed).toMatchObject({ subtotal: '99.99', deliveryFee: '35.00', total: '134.99' });
    expect(placed.order.reference).toBe(placed.reference);
    expect(await checkoutOf(placed.reference)).toMatchObject({
      region: 'northern',
      subtotal: '99.99',
      deliveryFee: '35.00',
      totalAmount: '134.99',
      paymentMethod: 'pay_on_delivery',
      email,
    });
    const page = (await api.get(`/api/orders/${placed.reference}`)).json() as OrderPageResponse;
    expect(page.order).toMatchObject({ subtotal: '99.99', deliveryFee: '35.00', total: '134.99' });
    expect((await t.lastEmailTo(email))?.text).toContain('Delivery: GH₵35.00');

    const half = await insertDeal(t.db, { discountPrice: '50.00' });
    const at = await api.post('/api/orders', {
      dealId: half.id,
      quantity: 2,
      ...delivery,
      region: 'northern',
    });
    expect(at.json()).toMatchObject({ subtotal: '100.00', deliveryFee: '0.00', total: '100.00' });
    expect(await checkoutOf(at.json().reference)).toMatchObject({
      deliveryFee: '0.00',
      totalAmount: '100.00',
    });
  });

  it('ignores a fee, subtotal or total sent by the client', async () => {
    const { api } = await shopper();
    const deal = await insertDeal(t.db, { discountPrice: '20.00' });
    const response = await api.post('/api/orders', {
      dealId: deal.id,
      quantity: 1,
      ...delivery,
      deliveryFee: '0.00',
      subtotal: '0.01',
      total: '0.01',
      totalAmount: '0.01',
    });
    expect(response.json()).toMatchObject({ subtotal: '20.00', deliveryFee: '15.00', total: '35.00' });
    expect(await checkoutOf(response.json().reference)).toMatchObject({
      deliveryFee: '15.00',
      totalAmount: '35.00',
    });
  });

  it('needs a known region and payment method, writing nothing without them', async () => {
    const { api, userId } = await shopper();
    const deal = await insertDeal(t.db);
    const { region: _, ...noRegion } = delivery;
    const missing = await api.post('/api/orders', { dealId: deal.id, quantity: 1, ...noRegion });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ region: 'Please choose your region.' });
    for (const choice of [{ region: 'lagos' }, { region: 42 }, { paymentMethod: 'paypal' }]) {
      const response = await api.post('/api/orders', {
        dealId: deal.id,
        quantity: 1,
        ...delivery,
        ...choice,
      });
      expect(response.statusCode, JSON.stringify(choice)).toBe(400);
    }
    expect(await ordersOf(userId)).toHaveLength(0);
  });

  it('may be paid now: it awaits the payment, unconfirmed, and the attempt is for the total', async () => {
    const { api, userId, email } = await shopper();
    const deal = await insertDeal(t.db, { discountPrice: '40.00' });
    const response = await api.post('/api/orders', {
      dealId: deal.id,
      quantity: 1,
      ...delivery,
      paymentMethod: 'mobile_money',
    });
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json() as CreateOrderResponse;
    expect(placed).toMatchObject({ total: '55.00', paymentMethod: 'mobile_money' });
    expect(placed.order.status).toBe('awaiting_payment');
    expect(await mailCount(email)).toBe(1); // the sign-up's verification only
    const started = await api.post(`/api/orders/${placed.reference}/payment`);
    expect(started.statusCode, started.body).toBe(200);
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, started.json().reference));
    expect(attempt).toMatchObject({ amountPesewas: 5500, orderId: null });
    expect(await ordersOf(userId)).toHaveLength(1);
  });
});

describe('POST /api/cart/checkout', () => {
  it('turns each cart line into an order under one reference, clears the cart and sends one e-mail', async () => {
    const { api, userId, email } = await shopper();
    const kettle = await insertDeal(t.db, { name: 'Kettle', discountPrice: '89.90' });
    const fan = await insertDeal(t.db, { name: 'Standing fan', discountPrice: '310.00' });
    await api.post('/api/cart/items', { dealId: kettle.id, quantity: 2 });
    await api.post('/api/cart/items', { dealId: fan.id });
    const mailsBefore = await mailCount(email);

    const response = await api.post('/api/cart/checkout', {
      ...delivery,
      specialInstructions: '',
      total: '1.00',
      items: [{ dealId: kettle.id, quantity: 2, price: '0.01' }],
      status: 'completed',
    });
    expect(response.statusCode).toBe(201);
    const checkout: PlaceCartOrderResponse = response.json();
    expect(checkout.reference).toMatch(/^ORD-[2-9A-HJKMNP-Z]{6}$/);
    expect(checkout.total).toBe('489.80');
    expect(checkout.orders.map((o) => [o.dealName, o.quantity, o.unitPrice, o.total])).toEqual([
      ['Kettle', 2, '89.90', '179.80'],
      ['Standing fan', 1, '310.00', '310.00'],
    ]);
    for (const order of checkout.orders) {
      expect(order).toMatchObject({
        reference: checkout.reference,
        status: 'pending',
        paymentMethod: 'pay_on_delivery',
        deliveryName: delivery.deliveryName,
        deliveryPhone: delivery.deliveryPhone,
        deliveryAddress: delivery.deliveryAddress,
        specialInstructions: null,
      });
    }

    const rows = await ordersOf(userId);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.checkoutReference))).toEqual(new Set([checkout.reference]));
    expect(await cartOf(userId)).toHaveLength(0);
    expect((await api.get('/api/cart')).json()).toEqual({ items: [], count: 0, total: '0.00' });

    expect(await mailCount(email)).toBe(mailsBefore + 1);
    const mail = await t.lastEmailTo(email);
    expect(mail?.subject).toBe(`Your GhanaMart order ${checkout.reference}`);
    expect(mail?.text).toContain('2 × Kettle at GH₵89.90 = GH₵179.80');
    expect(mail?.text).toContain('1 × Standing fan at GH₵310.00 = GH₵310.00');
    expect(mail?.text).toContain('Total: GH₵489.80. Pay on delivery');
    expect(mail?.text).toContain('Deliver to: Ama Owusu, 024 123 4567');
    expect(mail?.text).toContain('Address: 12 Oxford Street, Osu, Accra');
  });

  it('refuses an empty cart', async () => {
    const { api, userId } = await shopper();
    const response = await api.post('/api/cart/checkout', delivery);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'CART_EMPTY', message: 'Your cart is empty' } });
    expect(await ordersOf(userId)).toHaveLength(0);
  });

  it('refuses a cart holding a deleted deal with 409, writing nothing', async () => {
    const { api, userId, email } = await shopper();
    const gone = await insertDeal(t.db);
    const stays = await insertDeal(t.db);
    await api.post('/api/cart/items', { dealId: stays.id });
    const cart: Cart = (await api.post('/api/cart/items', { dealId: gone.id })).json();
    await t.db.delete(deals).where(eq(deals.id, gone.id));
    const mailsBefore = await mailCount(email);

    const response = await api.post('/api/cart/checkout', delivery);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: {
        code: 'DEALS_UNAVAILABLE',
        message:
          'An item in your cart ("Unknown Product") is no longer available. Please remove it and try again.',
        fields: { [`items.${cart.items[1]!.id}`]: 'This deal is no longer available.' },
      },
    });
    expect(await ordersOf(userId)).toHaveLength(0);
    expect(await cartOf(userId)).toHaveLength(2);
    expect(await mailCount(email)).toBe(mailsBefore);
  });

  it('needs a session and the delivery details, and leaves the cart as it is without them', async () => {
    const guest = await browser(t).post('/api/cart/checkout', delivery);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.message).toBe('Please log in to place an order.');

    const { api, userId } = await shopper();
    const deal = await insertDeal(t.db);
    await api.post('/api/cart/items', { dealId: deal.id });
    const response = await api.post('/api/cart/checkout', { ...delivery, deliveryPhone: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please fill in all required fields.',
      fields: { deliveryPhone: 'Please fill in all required fields.' },
    });
    expect(await ordersOf(userId)).toHaveLength(0);
    expect(await cartOf(userId)).toHaveLength(1);
  });

  it('orders once when the same cart is checked out twice at the same time', async () => {
    const { api, userId } = await shopper();
    const deal = await insertDeal(t.db);
    await api.post('/api/cart/items', { dealId: deal.id, quantity: 2 });
    const answers = await Promise.all([
      api.post('/api/cart/checkout', delivery),
      api.post('/api/cart/checkout', delivery),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(await ordersOf(userId)).toHaveLength(1);
  });
});

describe('GET /api/orders', () => {
  it('lists the user’s own deal and drop-shipping orders, newest first', async () => {
    const ama = await shopper();
    const kofi = await shopper();
    const deal = await insertDeal(t.db, { name: 'Hair dryer', discountPrice: '75.00' });
    const placed: Order = (
      await ama.api.post('/api/orders', { dealId: deal.id, quantity: 2, ...delivery })
    ).json().order;
    const [shipped] = await t.db
      .insert(dropshippingOrders)
      .values({
        userId: ama.userId,
        productId: '00000000-0000-4000-8000-000000000001',
        productName: 'Smart watch',
        productPrice: '250.00',
        quantity: 1,
        totalAmount: '250.00',
        fullName: 'Ama Owusu',
        email: ama.email,
        phone: '0241234567',
        address: 'Osu',
        city: 'Accra',
        paymentMethod: 'mobile_money',
        paymentReference: 'DSP-TEST-1',
        status: 'paid',
        createdAt: new Date(Date.now() + 60_000),
      })
      .returning();
    await kofi.api.post('/api/orders', { dealId: deal.id, quantity: 1, ...delivery });

    const response = await ama.api.get('/api/orders');
    expect(response.statusCode).toBe(200);
    const mine: MyOrder[] = response.json().orders;
    expect(mine).toEqual([
      {
        kind: 'dropshipping',
        id: shipped!.id,
        reference: 'DSP-TEST-1',
        name: 'Smart watch',
        // The product no longer exists: no image.
        imageUrl: null,
        quantity: 1,
        total: '250.00',
        status: 'paid',
        statusLabel: 'Confirmed',
        paymentMethod: 'mobile_money',
        paymentState: 'paid',
        canPay: false,
        createdAt: shipped!.createdAt.toISOString(),
        // Inserted paid, without a history: the timeline starts where it is.
        history: [{ status: 'paid', statusLabel: 'Confirmed', at: shipped!.createdAt.toISOString() }],
      },
      {
        kind: 'deal',
        id: placed.id,
        reference: placed.reference,
        name: 'Hair dryer',
        imageUrl: deal.imageUrl,
        quantity: 2,
        total: '150.00',
        status: 'pending',
        statusLabel: 'Pending',
        paymentMethod: 'pay_on_delivery',
        paymentState: 'pay_on_delivery',
        canPay: false,
        createdAt: placed.createdAt,
        history: [{ status: 'pending', statusLabel: 'Pending', at: placed.createdAt }],
      },
    ]);

    const kofis: MyOrder[] = (await kofi.api.get('/api/orders')).json().orders;
    expect(kofis).toHaveLength(1);
    expect(kofis.map((o) => o.id)).not.toContain(placed.id);
    expect((await browser(t).get('/api/orders')).statusCode).toBe(401);
  });
});

describe('order limits', () => {
  it('stops a flood of orders from one account with 429 (ORDER_LIMIT_PER_USER)', async () => {
    const limited = await createTestApp({ env: { ORDER_LIMIT_PER_USER: '3' } });
    try {
      const { cookie } = await signUpVerified(limited);
      const api = browser(limited, cookie);
      const deal = await insertDeal(limited.db, { discountPrice: '1.00' });
      for (let i = 0; i < 3; i++) {
        const response = await api.post('/api/orders', { dealId: deal.id, quantity: 1, ...delivery });
        expect(response.statusCode).toBe(201);
      }
      const blocked = await api.post('/api/orders', { dealId: deal.id, quantity: 1, ...delivery });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeTruthy();
      expect(blocked.json().error.message).toMatch(
        /^Too many orders\. Please wait \d+ minutes and try again\.$/,
      );
      expect((await api.post('/api/cart/checkout', delivery)).statusCode).toBe(429);
      expect(await limited.db.select().from(orders).where(eq(orders.dealId, deal.id))).toHaveLength(3);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
