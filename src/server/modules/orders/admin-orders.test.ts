import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutOrderCreated, PaymentStarted } from '../../../shared/checkout/checkout-messages';
import type { AdminOrder, AdminOrderPage } from '../../../shared/orders/admin-orders';
import type { MyOrder, Order } from '../../../shared/orders/order';
import {
  canTransition,
  DEAL_ORDER_STATUSES,
  DROPSHIPPING_ORDER_STATUSES,
  type OrderKind,
} from '../../../shared/orders/order-status';
import type { SimulatedProvider } from '../../adapters/payments/simulated-provider';
import {
  adminActivity,
  cartCheckouts,
  dropshippingOrders,
  emailOutbox,
  orderStatusHistory,
  orders,
  paymentAttempts,
  simulatedPayments,
  smsOutbox,
} from '../../db/schema';
import { csvCell } from '../../lib/csv-cell';
import { signInAdmin } from '../../test/admin-session';
import { browser, insertDeal, insertDealOrderLines, insertProduct } from '../../test/fixtures';
import { createTestApp, signUpVerified, type TestApp, uniqueEmail } from '../../test/test-app';

// Many requests per test (every pair of statuses); the shared machine can be slow.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let admin: ReturnType<typeof browser>;
let adminName: string;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_LIMIT_PER_IP: '10000' } });
  const session = await signInAdmin(t);
  admin = browser(t, session.cookie);
  adminName = session.username;
}, 120_000);
afterAll(() => t.close());

const provider = () => t.paymentProvider as SimulatedProvider;
const shop = () => browser(t);

const delivery = {
  deliveryName: 'Ama Owusu',
  deliveryPhone: '024 123 4567',
  deliveryAddress: '12 Oxford Street, Osu, Accra',
  region: 'greater-accra',
};

async function shopper() {
  const { cookie, email } = await signUpVerified(t);
  return { email, api: browser(t, cookie) };
}

/** A shopper's Buy Now order of a fresh deal. */
async function dealOrder(overrides: Record<string, unknown> = {}) {
  const buyer = await shopper();
  const deal = await insertDeal(t.db, { name: 'Rice cooker', discountPrice: '149.99' });
  const response = await buyer.api.post('/api/orders', {
    dealId: deal.id,
    quantity: 2,
    ...delivery,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json().order as Order;
  // The admin moves the order (its cart checkout), not a line (ADR 060).
  const [checkout] = await t.db
    .select()
    .from(cartCheckouts)
    .where(eq(cartCheckouts.reference, order.reference));
  return { ...buyer, order, orderId: checkout!.id };
}

/** A cart order of two lines (a kettle, three blenders) to Greater Accra, paid on delivery. */
async function twoLineCartOrder(overrides: Record<string, unknown> = {}) {
  const buyer = await shopper();
  const kettle = await insertDeal(t.db, { name: 'Kettle', discountPrice: '40.00' });
  const blender = await insertDeal(t.db, { name: 'Blender', discountPrice: '15.00' });
  for (const [deal, quantity] of [
    [kettle, 1],
    [blender, 3],
  ] as const) {
    const added = await buyer.api.post('/api/cart/items', { dealId: deal.id, quantity });
    expect(added.statusCode, added.body).toBeLessThan(300);
  }
  const response = await buyer.api.post('/api/cart/checkout', { ...delivery, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  const reference: string = response.json().reference;
  const [checkout] = await t.db.select().from(cartCheckouts).where(eq(cartCheckouts.reference, reference));
  const lines = await t.db.select().from(orders).where(eq(orders.checkoutReference, reference));
  const lineOf = (name: string) => lines.find((line) => line.dealName === name)!;
  return { ...buyer, reference, orderId: checkout!.id, kettle: lineOf('Kettle'), blender: lineOf('Blender') };
}

/** A drop-shipping order placed as a guest; paid through the simulated provider unless told not to. */
async function dropshippingOrder(options: { pay?: boolean; email?: string; fullName?: string } = {}) {
  const product = await insertProduct(t.db, { name: 'Smart watch', price: '250.00' });
  const email = options.email ?? uniqueEmail('dsp');
  const placed = await shop().post('/api/checkout/orders', {
    productId: product.id,
    quantity: 1,
    fullName: options.fullName ?? 'Kojo Antwi',
    phone: '0501234567',
    address: 'House 4, Ring Road',
    city: 'Kumasi',
    email,
    paymentMethod: 'mobile_money',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const created = placed.json() as CheckoutOrderCreated;
  let reference: string | undefined;
  if (options.pay !== false) {
    reference = (await startPayment(created)).reference;
    await pay(reference);
  }
  return { ...created, email, reference };
}

async function startPayment(created: CheckoutOrderCreated): Promise<PaymentStarted> {
  const response = await shop().post(`/api/checkout/orders/${created.orderId}/payment`, {
    resumeToken: created.resumeToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function pay(reference: string) {
  await provider().settle(reference, 'success');
  const verified = await shop().post(`/api/checkout/payments/${reference}/verify`, {});
  expect(verified.statusCode, verified.body).toBe(200);
}

const move = (kind: OrderKind, id: string, status: string, note?: string) =>
  admin.post(`/api/admin/orders/${kind}/${id}/status`, { status, ...(note !== undefined && { note }) });

const historyOf = (kind: OrderKind, id: string) =>
  t.db
    .select()
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderKind, kind), eq(orderStatusHistory.orderId, id)));
const activityFor = (entityId: string) =>
  t.db.select().from(adminActivity).where(eq(adminActivity.entityId, entityId));
const mailsTo = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
const mailCount = async (to: string) =>
  (await t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, to)))[0]!.n;

/** Puts an order straight into a status (as if earlier moves had been made). */
async function setStatus(kind: OrderKind, id: string, status: string) {
  if (kind === 'deal') await t.db.update(orders).set({ status }).where(eq(orders.id, id));
  else await t.db.update(dropshippingOrders).set({ status }).where(eq(dropshippingOrders.id, id));
}

describe('the transition rule, enforced by POST /api/admin/orders/:kind/:id/status', () => {
  const ALLOWED: Record<OrderKind, Record<string, string[]>> = {
    deal: {
      // A cart order awaiting its online payment (ADR 040): only the payment moves it on.
      awaiting_payment: ['cancelled'],
      pending: ['confirmed', 'cancelled'],
      confirmed: ['out_for_delivery', 'cancelled'],
      out_for_delivery: ['delivered', 'cancelled'],
      delivered: [],
      cancelled: [],
    },
    dropshipping: {
      pending: ['cancelled'],
      // The reconciler abandons an order unpaid for 24 hours; an admin may then cancel it.
      abandoned: ['cancelled'],
      paid: ['ordered_from_supplier', 'refund_due'],
      ordered_from_supplier: ['shipped', 'refund_due'],
      shipped: ['in_ghana', 'refund_due'],
      in_ghana: ['out_for_delivery', 'refund_due'],
      out_for_delivery: ['delivered', 'refund_due'],
      delivered: [],
      cancelled: [],
      refund_due: ['refunded'],
      refunded: [],
    },
  };

  it('is the shared rule exactly', () => {
    for (const [kind, statuses] of [
      ['deal', DEAL_ORDER_STATUSES],
      ['dropshipping', DROPSHIPPING_ORDER_STATUSES],
    ] as const) {
      for (const from of statuses) {
        for (const to of statuses) {
          expect([kind, from, to, canTransition(kind, from, to)]).toEqual([
            kind,
            from,
            to,
            ALLOWED[kind][from]!.includes(to),
          ]);
        }
      }
    }
    expect(canTransition('deal', 'pending', 'paid')).toBe(false);
    expect(canTransition('deal', 'unknown', 'confirmed')).toBe(false);
  });

  it('allows every allowed move of a deal order and refuses every other with 409 and words', async () => {
    const { order, orderId } = await dealOrder();
    for (const from of DEAL_ORDER_STATUSES) {
      for (const to of [...DEAL_ORDER_STATUSES, 'paid', 'in_ghana']) {
        await setStatus('deal', order.id, from);
        const response = await move('deal', orderId, to);
        const allowed = ALLOWED.deal[from]!.includes(to);
        expect([from, to, response.statusCode]).toEqual([from, to, allowed ? 200 : 409]);
        const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
        expect(row!.status).toBe(allowed ? to : from);
        if (!allowed) {
          expect(response.json().error.code).toBe('TRANSITION_NOT_ALLOWED');
          expect(response.json().error.message).toMatch(/^This order is .+: it cannot be marked .+\./);
        }
      }
    }
  });

  it('allows every allowed move of a drop-shipping order and refuses every other; refunded only by Refund', async () => {
    const { orderId } = await dropshippingOrder({ pay: false });
    for (const from of DROPSHIPPING_ORDER_STATUSES) {
      for (const to of [...DROPSHIPPING_ORDER_STATUSES, 'confirmed']) {
        await setStatus('dropshipping', orderId, from);
        const response = await move('dropshipping', orderId, to);
        const allowed = ALLOWED.dropshipping[from]!.includes(to) && to !== 'refunded';
        expect([from, to, response.statusCode]).toEqual([from, to, allowed ? 200 : 409]);
        const [row] = await t.db.select().from(dropshippingOrders).where(eq(dropshippingOrders.id, orderId));
        expect(row!.status).toBe(allowed ? to : from);
      }
    }
    await setStatus('dropshipping', orderId, 'refund_due');
    const refunded = await move('dropshipping', orderId, 'refunded');
    expect(refunded.json().error).toMatchObject({
      code: 'REFUND_REQUIRED',
      message: 'This order is Refund due: it cannot be marked Refunded. Use Refund to pay the shopper back.',
    });
  });

  it('says why in words', async () => {
    const { order, orderId } = await dealOrder();
    await setStatus('deal', order.id, 'delivered');
    expect((await move('deal', orderId, 'confirmed')).json().error.message).toBe(
      'This order is Delivered: it cannot be marked Confirmed. It cannot change any more.',
    );
    await setStatus('deal', order.id, 'pending');
    expect((await move('deal', orderId, 'delivered')).json().error.message).toBe(
      'This order is Pending: it cannot be marked Delivered. It can be marked Confirmed or Cancelled.',
    );
  });

  it('refuses bad input with 400 and unknown orders with 404, changing nothing', async () => {
    const { order, orderId } = await dealOrder();
    const blank = await move('deal', orderId, ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ status: 'Please choose a status' });
    const long = await move('deal', orderId, 'confirmed', 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ note: 'The note can be at most 500 characters' });
    expect((await move('deal', '00000000-0000-4000-8000-000000000000', 'confirmed')).statusCode).toBe(404);
    expect((await move('deal', 'not-a-uuid', 'confirmed')).statusCode).toBe(404);
    expect(
      (await admin.post(`/api/admin/orders/other/${orderId}/status`, { status: 'confirmed' })).statusCode,
    ).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('pending');
    expect(await historyOf('deal', order.id)).toHaveLength(0);
  });
});

describe('a status change', () => {
  it('writes the history, the activity and the e-mail once, and the shopper sees the timeline', async () => {
    const { order, orderId, email, api } = await dealOrder();
    const mailsBefore = await mailCount(email);
    const pendingBefore: number = (await admin.get('/api/admin/dashboard')).json().pendingOrders;
    // Orders, not lines: a cart order of two lines counts once.
    expect(pendingBefore).toBe(
      (
        await t.db
          .selectDistinct({ reference: orders.checkoutReference })
          .from(orders)
          .where(eq(orders.status, 'pending'))
      ).length,
    );

    const response = await move('deal', orderId, 'confirmed', 'Called the shopper <script>x</script>');
    expect(response.statusCode, response.body).toBe(200);
    const changed: AdminOrder = response.json().order;
    expect(changed).toMatchObject({
      status: 'confirmed',
      statusLabel: 'Confirmed',
      nextStatuses: ['out_for_delivery', 'cancelled'],
      email,
      reference: order.reference,
    });
    expect(changed.history).toEqual([
      {
        fromStatus: 'pending',
        toStatus: 'confirmed',
        toLabel: 'Confirmed',
        at: expect.any(String),
        by: adminName,
        note: 'Called the shopper <script>x</script>',
      },
    ]);

    const history = await historyOf('deal', order.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'confirmed',
      adminUsername: adminName,
    });
    const activity = await activityFor(order.reference);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      action: 'order.status',
      entityType: 'order',
      adminUsername: adminName,
      before: { status: 'pending' },
      after: { status: 'confirmed', note: 'Called the shopper <script>x</script>' },
    });
    expect(await mailCount(email)).toBe(mailsBefore + 1);
    expect((await admin.get('/api/admin/dashboard')).json().pendingOrders).toBe(pendingBefore - 1);
    const mail = await t.lastEmailTo(email);
    expect(mail?.subject).toBe(`Your GhanaMart order ${order.reference}: Confirmed`);
    expect(mail?.text).toContain('2 × Rice cooker');
    expect(mail?.text).toContain('We have confirmed your order');

    // Two admins making the next move at once: one wins, one is refused; one of each row.
    const both = await Promise.all([
      move('deal', orderId, 'out_for_delivery'),
      move('deal', orderId, 'out_for_delivery'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await historyOf('deal', order.id)).toHaveLength(2);
    expect(await activityFor(order.reference)).toHaveLength(2);
    expect(await mailCount(email)).toBe(mailsBefore + 2);
    expect((await move('deal', orderId, 'delivered')).statusCode).toBe(200);

    const mine: MyOrder[] = (await api.get('/api/orders')).json().orders;
    const listed = mine.find((o) => o.id === order.id)!;
    expect(listed.status).toBe('delivered');
    expect(listed.history.map((step) => [step.status, step.statusLabel])).toEqual([
      ['pending', 'Pending'],
      ['confirmed', 'Confirmed'],
      ['out_for_delivery', 'Out for delivery'],
      ['delivered', 'Delivered'],
    ]);
    expect(listed.history[0]!.at).toBe(order.createdAt);
  });

  it('records the payment in a drop-shipping order’s history and e-mails its shopper, not a substitute address', async () => {
    const { orderId, email, reference } = await dropshippingOrder();
    const history = await historyOf('dropshipping', orderId);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.adminId])).toEqual([['pending', 'paid', null]]);
    const before = await mailCount(email);
    const response = await move('dropshipping', orderId, 'ordered_from_supplier');
    expect(response.statusCode).toBe(200);
    expect(await mailCount(email)).toBe(before + 1);
    expect((await t.lastEmailTo(email))?.subject).toBe(
      `Your GhanaMart order ${reference}: Ordered from supplier`,
    );
    expect(await activityFor(reference!)).toHaveLength(1);

    // Without an e-mail the checkout stores a substitute address at the shop's domain: no mail.
    const guest = await dropshippingOrder({ email: '' });
    const [row] = await t.db
      .select()
      .from(dropshippingOrders)
      .where(eq(dropshippingOrders.id, guest.orderId));
    const moved = await move('dropshipping', guest.orderId, 'ordered_from_supplier');
    expect(moved.json().order.email).toBeNull();
    expect(await mailCount(row!.email)).toBe(0);
  });
});

describe('an order of several lines', () => {
  const textsTo = (to: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.to, to));

  it('moves as one: every line, one history event, one e-mail and one SMS; a line may part', async () => {
    const cart = await twoLineCartOrder({
      deliveryPhone: '020 777 8899',
      specialInstructions: 'Gate is blue',
    });
    const phone = '+233207778899';
    const mails = await mailCount(cart.email);
    const texts = (await textsTo(phone)).length;

    // One row in the admin's list, its lines inside, with what to deliver.
    const listed: AdminOrderPage = (
      await admin.get(`/api/admin/orders?kind=deal&q=${cart.reference}`)
    ).json();
    expect(listed.total).toBe(1);
    expect(listed.orders[0]).toMatchObject({
      id: cart.orderId,
      reference: cart.reference,
      status: 'pending',
      nextStatuses: ['confirmed', 'cancelled'],
      quantity: 4,
      subtotal: '85.00',
      deliveryFee: '15.00',
      total: '100.00',
      paymentMethodLabel: 'Pay on Delivery',
      paymentStateLabel: 'Pay on delivery',
      delivery: { region: 'Greater Accra', address: '12 Oxford Street, Osu, Accra', note: 'Gate is blue' },
      lines: [
        {
          id: cart.blender.id,
          item: 'Blender',
          quantity: 3,
          status: 'pending',
          nextStatuses: ['confirmed', 'cancelled'],
        },
        { id: cart.kettle.id, item: 'Kettle', quantity: 1, status: 'pending' },
      ],
    });

    const moved = await move('deal', cart.orderId, 'confirmed');
    expect(moved.statusCode, moved.body).toBe(200);
    const order: AdminOrder = moved.json().order;
    expect(order.lines.map((line) => [line.item, line.status])).toEqual([
      ['Blender', 'confirmed'],
      ['Kettle', 'confirmed'],
    ]);
    expect(order.status).toBe('confirmed');
    expect(order.history).toEqual([
      expect.objectContaining({ fromStatus: 'pending', toStatus: 'confirmed' }),
    ]);
    expect(order.history[0]!.lines).toBeUndefined();
    expect(await mailCount(cart.email)).toBe(mails + 1);
    const mail = await t.lastEmailTo(cart.email);
    expect(mail?.subject).toBe(`Your GhanaMart order ${cart.reference}: Confirmed`);
    expect(mail?.text).toContain('(3 × Blender, 1 × Kettle) is now: Confirmed.');
    expect(await textsTo(phone)).toHaveLength(texts + 1);
    expect((await textsTo(phone)).at(-1)!.text).toContain(`your order ${cart.reference} is now Confirmed.`);
    expect(await activityFor(cart.reference)).toHaveLength(1);

    // A line parts: the blender alone is cancelled; the e-mail and the SMS name it.
    const parted = await admin.post(`/api/admin/orders/deal/${cart.orderId}/status`, {
      status: 'cancelled',
      lineIds: [cart.blender.id],
    });
    expect(parted.statusCode, parted.body).toBe(200);
    const after: AdminOrder = parted.json().order;
    expect(after.status).toBe('confirmed');
    expect(after.lines.map((line) => line.status)).toEqual(['cancelled', 'confirmed']);
    expect(after.history.at(-1)).toMatchObject({ toStatus: 'cancelled', lines: ['Blender'] });
    expect(await mailCount(cart.email)).toBe(mails + 2);
    const partedMail = await t.lastEmailTo(cart.email);
    expect(partedMail?.text).toContain(`in your order ${cart.reference}, 3 × Blender is now: Cancelled.`);
    expect(partedMail?.text).toContain('The rest of your order: 1 × Kettle (Confirmed).');
    expect((await textsTo(phone)).at(-1)!.text).toContain(
      `in your order ${cart.reference}, Blender is now Cancelled.`,
    );

    // The order moves on without the cancelled line; a line of another order is refused.
    expect((await move('deal', cart.orderId, 'out_for_delivery')).statusCode).toBe(200);
    const [kettle] = await t.db.select().from(orders).where(eq(orders.id, cart.kettle.id));
    const [blender] = await t.db.select().from(orders).where(eq(orders.id, cart.blender.id));
    expect([kettle!.status, blender!.status]).toEqual(['out_for_delivery', 'cancelled']);
    expect(await mailCount(cart.email)).toBe(mails + 3);
    const other = await dealOrder();
    const foreign = await admin.post(`/api/admin/orders/deal/${cart.orderId}/status`, {
      status: 'delivered',
      lineIds: [other.order.id],
    });
    expect(foreign.statusCode).toBe(404);

    // The shopper's order page: one timeline for the lines that went together.
    const page = (await cart.api.get(`/api/orders/${cart.reference}`)).json().order;
    expect(page.lines[1].history.map((step: { status: string }) => step.status)).toEqual([
      'pending',
      'confirmed',
      'out_for_delivery',
    ]);
  });

  it('shows an unpaid drop-shipping order as awaiting payment, with its colour, size and note', async () => {
    const { orderId } = await dropshippingOrder({ pay: false });
    const response = await admin.get(`/api/admin/orders/dropshipping/${orderId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order).toMatchObject({
      id: orderId,
      paymentState: 'unpaid',
      paymentStateLabel: 'Awaiting payment',
      paymentMethodLabel: 'Mobile Money',
      delivery: { city: 'Kumasi', address: 'House 4, Ring Road, Kumasi' },
      deliveryFee: null,
      lines: [{ item: 'Smart watch', quantity: 1, unitPrice: '250.00', nextStatuses: [] }],
    });
    expect((await admin.get(`/api/admin/orders/dropshipping/not-an-id`)).statusCode).toBe(404);
    expect((await admin.get(`/api/admin/orders/other/${orderId}`)).statusCode).toBe(404);
    expect((await browser(t).get(`/api/admin/orders/dropshipping/${orderId}`)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders', () => {
  it('lists one kind newest first, filters by status, searches by reference, name or phone, pages on the server', async () => {
    const tag = `Zz${Date.now().toString(36)}`;
    const first = await dealOrder({ deliveryName: `${tag} Mensah`, deliveryPhone: '+233 20 111 2233' });
    const second = await dealOrder({ deliveryName: `${tag} Boateng`, deliveryPhone: '0209998877' });
    await move('deal', first.orderId, 'confirmed');

    const page = async (query: string): Promise<AdminOrderPage> => {
      const response = await admin.get(`/api/admin/orders?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const byName = await page(`kind=deal&q=${tag.toLowerCase()}`);
    expect(byName.orders.map((o) => o.id)).toEqual([second.orderId, first.orderId]);
    expect(byName.total).toBe(2);
    expect((await page(`q=${tag}&status=confirmed`)).orders.map((o) => o.id)).toEqual([first.orderId]);
    expect((await page(`q=${first.order.reference.toLowerCase()}`)).orders.map((o) => o.id)).toEqual([
      first.orderId,
    ]);
    expect((await page('q=020 111 2233')).orders.map((o) => o.id)).toEqual([first.orderId]);
    // A reference's digits are not a phone number (no reference has a 1: the alphabet leaves it out).
    expect((await page('q=ORD-112233')).total).toBe(0);
    expect((await page('q=%25')).total).toBe(0);
    expect((await page(`kind=dropshipping&q=${tag}`)).total).toBe(0);

    for (let i = 0; i < 21; i++) {
      await insertDealOrderLines(t.db, [
        {
          userId: (await t.db.select().from(orders).limit(1))[0]!.userId,
          dealId: first.order.dealId,
          dealName: 'Paging deal',
          unitPrice: '1.00',
          quantity: 1,
          totalAmount: '1.00',
          deliveryName: `${tag} Paging ${i}`,
          deliveryPhone: '0240000000',
          deliveryAddress: 'Accra',
          createdAt: new Date(Date.now() + i * 1000),
        },
      ]);
    }
    const one = await page(`q=${tag}&page=1`);
    const two = await page(`q=${tag}&page=2`);
    expect([one.orders.length, two.orders.length, one.total, one.pageSize]).toEqual([20, 3, 23, 20]);
    expect(one.orders[0]!.customerName).toBe(`${tag} Paging 20`);
    expect(two.orders.at(-1)!.id).toBe(first.orderId);

    expect((await admin.get('/api/admin/orders?kind=other')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/orders?page=0')).statusCode).toBe(400);
  });
});

/** One CSV row's cells (quoted cells may hold commas and doubled quotes). */
function csvRow(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) =>
    match[1] !== undefined ? match[1].replaceAll('""', '"') : match[2]!,
  );
}

describe('GET /api/admin/orders/export.csv', () => {
  it('escapes cells and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('streams the filtered list as text/csv with a file name, headers first', async () => {
    const tag = `Csv${Date.now().toString(36)}`;
    const evil = await dealOrder({
      deliveryName: `=cmd|' /C calc'!A0 ${tag}`,
      deliveryAddress: 'Osu, "Accra"',
    });
    await dealOrder({ deliveryName: `${tag} Plain` });
    const response = await admin.get(`/api/admin/orders/export.csv?kind=deal&q=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="ghanamart-deal-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    // What to deliver in full, a row per line, in words (the columns grew with the packing details).
    expect(lines[0]).toBe(
      'Reference,Kind,Placed at,Customer,Phone,Region,City,Address,Landmark,GhanaPost GPS,Note,Item,Colour,Size,Quantity,Unit price (GHS),Line total (GHS),Line status,Delivery fee (GHS),Order total (GHS),Payment method,Payment,Order status',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${tag} Plain`);
    expect(lines[2]).toContain(`${evil.order.reference},Deal,`);
    expect(lines[2]).toContain(`'=cmd|' /C calc'!A0 ${tag}`);
    expect(lines[2]).toContain('"Osu, ""Accra"""');
    expect(lines[2]).toContain(
      ',Greater Accra,,"Osu, ""Accra""",,,,Rice cooker,,,2,149.99,299.98,Pending,0.00,299.98,Pay on Delivery,Pay on delivery,Pending',
    );
    expect(response.body).not.toContain('pay_on_delivery');

    const filtered = await admin.get(`/api/admin/orders/export.csv?kind=deal&q=${tag}&status=confirmed`);
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('has the colour, size and note of a drop-shipping order, and each line of a cart order with its note', async () => {
    const tag = `Opt${Date.now().toString(36)}`;
    const product = await insertProduct(t.db, {
      name: 'Sneakers',
      price: '300.00',
      colors: ['Black', 'Navy'],
      sizes: ['41', '42'],
    });
    const placed = await shop().post('/api/checkout/orders', {
      productId: product.id,
      quantity: 1,
      selectedColor: 'Navy',
      selectedSize: '42',
      fullName: `${tag} Asante`,
      phone: '0501234567',
      address: 'House 4, Ring Road',
      city: 'Kumasi',
      email: uniqueEmail('csv'),
      notes: 'Call before coming',
      paymentMethod: 'mobile_money',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await startPayment(placed.json());
    const shipping = await admin.get(`/api/admin/orders/export.csv?kind=dropshipping&q=${tag}`);
    const [header, row] = shipping.body.trimEnd().split('\r\n').map(csvRow);
    const cells = Object.fromEntries(header!.map((name, i) => [name, row![i]]));
    expect(cells).toMatchObject({
      City: 'Kumasi',
      Address: 'House 4, Ring Road, Kumasi',
      Note: 'Call before coming',
      Item: 'Sneakers',
      Colour: 'Navy',
      Size: '42',
      Quantity: '1',
      'Payment method': 'Mobile Money',
      Payment: 'Awaiting payment',
      'Order status': 'Pending',
    });

    const cart = await twoLineCartOrder({
      deliveryName: `${tag} Mensah`,
      specialInstructions: 'Gate is blue',
    });
    const dealCsv = await admin.get(`/api/admin/orders/export.csv?kind=deal&q=${tag}`);
    const rows = dealCsv.body.trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(2);
    for (const line of rows) {
      expect(line).toContain(cart.reference);
      expect(line).toContain('Gate is blue');
    }
    // The order's fee and total once, on its first line.
    expect(rows[0]).toContain(',Blender,,,3,15.00,45.00,Pending,15.00,100.00,Pay on Delivery,');
    expect(rows[1]).toContain(',Kettle,,,1,40.00,40.00,Pending,,,Pay on Delivery,');
  });

  it('has the landmark and GhanaPost GPS address of both kinds of order, and refuses a malformed GPS address', async () => {
    const tag = `Gps${Date.now().toString(36)}`;
    const product = await insertProduct(t.db, { name: 'Fan', price: '120.00' });
    const dropshipping = {
      productId: product.id,
      quantity: 1,
      fullName: `${tag} Asante`,
      phone: '0501234567',
      address: 'House 4, Ring Road',
      city: 'Kumasi',
      email: uniqueEmail('gps'),
      paymentMethod: 'mobile_money',
    };
    const malformed = await shop().post('/api/checkout/orders', {
      ...dropshipping,
      gpsAddress: 'GA-18-8164',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.gpsAddress).toBe(
      'The middle part of a GhanaPost GPS address is 3 or 4 digits, like the 183 of GA-183-8164.',
    );
    const buyer = await shopper();
    const deal = await insertDeal(t.db, { name: 'Iron', discountPrice: '80.00' });
    const refusedDeal = await buyer.api.post('/api/orders', {
      dealId: deal.id,
      quantity: 1,
      ...delivery,
      deliveryName: `${tag} Mensah`,
      gpsAddress: 'GA1838164',
    });
    expect(refusedDeal.statusCode).toBe(400);
    expect(refusedDeal.json().error.fields.gpsAddress).toMatch(/three parts separated by dashes/);
    const stored = await t.db
      .select({ n: count() })
      .from(dropshippingOrders)
      .where(eq(dropshippingOrders.fullName, `${tag} Asante`));
    expect(stored[0]!.n).toBe(0);

    const placed = await shop().post('/api/checkout/orders', {
      ...dropshipping,
      landmark: '  Opposite the Total filling station ',
      gpsAddress: 'ak 0395 0285',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const cart = await twoLineCartOrder({
      deliveryName: `${tag} Mensah`,
      landmark: 'Behind the Osu post office',
      gpsAddress: 'ga-183-8164',
    });

    const cellsOf = async (kind: OrderKind) => {
      const csv = await admin.get(`/api/admin/orders/export.csv?kind=${kind}&q=${tag}`);
      const [header, ...rows] = csv.body.trimEnd().split('\r\n').map(csvRow);
      return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));
    };
    expect(await cellsOf('dropshipping')).toEqual([
      expect.objectContaining({
        Landmark: 'Opposite the Total filling station',
        'GhanaPost GPS': 'AK-0395-0285',
      }),
    ]);
    const dealRows = await cellsOf('deal');
    expect(dealRows).toHaveLength(2);
    for (const row of dealRows) {
      expect(row).toMatchObject({ Landmark: 'Behind the Osu post office', 'GhanaPost GPS': 'GA-183-8164' });
    }

    const list = await admin.get(`/api/admin/orders?kind=deal&q=${tag}`);
    const [order] = (list.json() as AdminOrderPage).orders;
    expect(order!.delivery).toMatchObject({
      landmark: 'Behind the Osu post office',
      gpsAddress: 'GA-183-8164',
    });
    const page = await cart.api.get(`/api/orders/${cart.reference}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().order.delivery).toMatchObject({
      landmark: 'Behind the Osu post office',
      gpsAddress: 'GA-183-8164',
    });
    const confirmation = (await mailsTo(cart.email)).find((mail) => mail.subject.includes(cart.reference));
    expect(confirmation!.text).toContain('Landmark: Behind the Osu post office');
    expect(confirmation!.text).toContain('GhanaPost GPS: GA-183-8164');
  });

  it('pages through more rows than one batch', async () => {
    const tag = `Big${Date.now().toString(36)}`;
    const [someone] = await t.db.select().from(orders).limit(1);
    await insertDealOrderLines(
      t.db,
      Array.from({ length: 1203 }, (_, i) => ({
        userId: someone!.userId,
        dealId: someone!.dealId,
        dealName: 'Bulk',
        unitPrice: '1.00',
        quantity: 1,
        totalAmount: '1.00',
        deliveryName: `${tag} ${i}`,
        deliveryPhone: '0240000000',
        deliveryAddress: 'Accra',
      })),
    );
    const response = await admin.get(`/api/admin/orders/export.csv?q=${tag}`);
    const names = response.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[3]);
    expect(names).toHaveLength(1203);
    expect(new Set(names).size).toBe(1203);
  });
});

describe('double payments', () => {
  it('marks a second successful payment refund due once, and lists it', async () => {
    const placed = await dropshippingOrder({ pay: false });
    const a = await startPayment(placed);
    const b = await startPayment(placed);
    await pay(a.reference);
    await pay(b.reference);
    await pay(b.reference); // reported again: nothing more
    const attempts = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, placed.orderId));
    const byRef = new Map(attempts.map((row) => [row.reference, row]));
    expect(byRef.get(a.reference)!.status).toBe('paid');
    expect(byRef.get(b.reference)!).toMatchObject({
      status: 'refund_due',
      failureMessage: `Succeeded after the order was paid by ${a.reference}: refund due`,
    });
    const listed = (await admin.get('/api/admin/payments/refund-due')).json().payments;
    expect(listed).toContainEqual(
      expect.objectContaining({ reference: b.reference, orderReference: a.reference, amount: '250.00' }),
    );
  });

  it('marks a payment of an order cancelled before it was paid refund due', async () => {
    const placed = await dropshippingOrder({ pay: false });
    const attempt = await startPayment(placed);
    expect((await move('dropshipping', placed.orderId, 'cancelled')).statusCode).toBe(200);
    await provider().settle(attempt.reference, 'success');
    await shop().post(`/api/checkout/payments/${attempt.reference}/verify`, {});
    const [row] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, attempt.reference));
    expect(row).toMatchObject({
      status: 'refund_due',
      failureMessage: 'Succeeded after the order was cancelled: refund due',
    });
  });
});

describe('refunds through the simulated provider', () => {
  const refund = (reference: string) => admin.post(`/api/admin/payments/${reference}/refund`, {});

  it('refunds a cancelled paid order once, marks it refunded and tells the shopper', async () => {
    const { orderId, reference, email } = await dropshippingOrder();
    expect((await refund(reference!)).json().error.code).toBe('NOT_REFUNDABLE');
    expect((await move('dropshipping', orderId, 'refund_due')).statusCode).toBe(200);

    const mailsBefore = await mailCount(email);
    const both = await Promise.all([refund(reference!), refund(reference!)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409)!.json().error;
    expect(['ALREADY_REFUNDED', 'REFUND_UNDER_WAY']).toContain(refused.code);
    const made = both.find((r) => r.statusCode === 200)!.json();
    expect(made).toEqual({ reference, amount: '250.00', refundId: `SIMREF-${reference}` });

    const [payment] = await t.db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.reference, reference!));
    expect(payment).toMatchObject({ refundedPesewas: 25_000 });
    expect(payment!.refundedAt).not.toBeNull();
    const [order] = await t.db.select().from(dropshippingOrders).where(eq(dropshippingOrders.id, orderId));
    expect(order!.status).toBe('refunded');
    expect((await historyOf('dropshipping', orderId)).map((h) => h.toStatus)).toEqual([
      'paid',
      'refund_due',
      'refunded',
    ]);
    expect((await activityFor(reference!)).map((a) => a.action).sort()).toEqual([
      'order.refund',
      'order.status',
    ]);
    expect(await mailCount(email)).toBe(mailsBefore + 1);
    expect((await t.lastEmailTo(email))?.subject).toBe(`Your GhanaMart order ${reference}: Refunded`);

    const again = await refund(reference!);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ALREADY_REFUNDED',
      message: 'This payment has already been refunded.',
    });
    expect(await mailCount(email)).toBe(mailsBefore + 1);
  });

  it('refunds a double payment, leaves the order going, and tells the shopper', async () => {
    const placed = await dropshippingOrder({ pay: false });
    const a = await startPayment(placed);
    const b = await startPayment(placed);
    await pay(a.reference);
    await pay(b.reference);
    const response = await refund(b.reference);
    expect(response.statusCode, response.body).toBe(200);
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, b.reference));
    expect(attempt).toMatchObject({ status: 'refunded', refundId: `SIMREF-${b.reference}` });
    const [order] = await t.db
      .select()
      .from(dropshippingOrders)
      .where(eq(dropshippingOrders.id, placed.orderId));
    expect(order!.status).toBe('paid');
    const mails = await mailsTo(placed.email);
    expect(mails.map((m) => m.subject)).toContain(`Your GhanaMart refund for ${a.reference}`);
    const listed = (await admin.get('/api/admin/payments/refund-due')).json().payments;
    expect(listed.map((p: { reference: string }) => p.reference)).not.toContain(b.reference);
    expect((await refund(b.reference)).statusCode).toBe(409);
    expect((await refund('DSP-NOPE')).statusCode).toBe(404);
  });
});
