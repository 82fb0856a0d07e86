import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartCheckouts,
  deliveryRequests,
  dropshippingOrders,
  emailOutbox,
  idempotencyKeys,
  orders,
  serviceRequests,
  smsOutbox,
} from '../db/schema';
import { browser, insertDeal, insertProduct } from '../test/fixtures';
import { createTestApp, signUpVerified, TEST_ORIGIN, type TestApp, uniqueEmail } from '../test/test-app';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const contact = () => ({
  name: 'Kwame Mensah',
  email: uniqueEmail('idem'),
  phone: '024 765 4321',
  subject: 'Delivery to Kumasi',
  message: 'Do you deliver to Kumasi on Saturdays?',
});

function send(url: string, payload: object, key?: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(key && { 'idempotency-key': key }), ...(cookie && { cookie }) },
    payload,
  });
}

const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
const requestsFrom = (email: string) =>
  n(t.db.select({ n: count() }).from(serviceRequests).where(eq(serviceRequests.email, email)));
const mailsTo = (email: string) =>
  n(t.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, email)));
const smsCount = () =>
  n(t.db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.to, '+233247654321')));

describe('Idempotency-Key on submissions', () => {
  it('answers the same key and body with the first answer: one row, one e-mail, one SMS', async () => {
    const body = contact();
    const key = randomUUID();
    const smsBefore = await smsCount();
    const first = await send('/api/requests/contact', body, key);
    expect(first.statusCode).toBe(201);
    const again = await send('/api/requests/contact', body, key.toUpperCase());
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await requestsFrom(body.email)).toBe(1);
    expect(await mailsTo(body.email)).toBe(1);
    expect((await smsCount()) - smsBefore).toBe(1);
  });

  it('treats the same body without a key, or with a new key, as a new submission', async () => {
    const body = contact();
    await send('/api/requests/contact', body);
    await send('/api/requests/contact', body);
    await send('/api/requests/contact', body, randomUUID());
    expect(await requestsFrom(body.email)).toBe(3);
  });

  it('refuses the same key with a different body in words (422), writing nothing', async () => {
    const body = contact();
    const key = randomUUID();
    expect((await send('/api/requests/contact', body, key)).statusCode).toBe(201);
    const other = await send('/api/requests/contact', { ...body, subject: 'Another question' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: IDEMPOTENCY_MESSAGES.reused,
    });
    // The same key on another form is another body too.
    const elsewhere = await send('/api/requests/insurance', body, key);
    expect(elsewhere.statusCode).toBe(422);
    expect(await requestsFrom(body.email)).toBe(1);
  });

  it('refuses a malformed key with 400 in words, writing nothing', async () => {
    const body = contact();
    for (const key of ['abc', 'not-a-uuid-at-all-00000000000000000000', `${randomUUID()}x`, ' ']) {
      const response = await send('/api/requests/contact', body, key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'INVALID_IDEMPOTENCY_KEY',
        message: IDEMPOTENCY_MESSAGES.invalid,
      });
    }
    expect(await requestsFrom(body.email)).toBe(0);
  });

  it('stores nothing under the key when the submission is refused, so a corrected one can use it', async () => {
    const body = contact();
    const key = randomUUID();
    expect((await send('/api/requests/contact', { ...body, subject: 'Hi' }, key)).statusCode).toBe(400);
    expect((await send('/api/requests/contact', body, key)).statusCode).toBe(201);
    expect(await requestsFrom(body.email)).toBe(1);
  });

  it('makes one row of concurrent sends with one key; every other answer is the first or a 409 in words', async () => {
    const body = contact();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send('/api/requests/contact', body, key)),
    );
    const references = new Set<string>();
    for (const answer of answers) {
      if (answer.statusCode === 201) references.add(answer.json().reference);
      else {
        expect(answer.statusCode).toBe(409);
        expect(answer.json().error.message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
      }
    }
    expect(references.size).toBe(1);
    expect(await requestsFrom(body.email)).toBe(1);
    expect(await mailsTo(body.email)).toBe(1);
    const keys = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(keys).toHaveLength(1);
    expect(keys[0]!.response).toEqual({ reference: [...references][0] });
  });

  it('scopes keys: another shopper, or a guest, sending the same key gets an answer of their own', async () => {
    const a = await signUpVerified(t);
    const b = await signUpVerified(t);
    const body = contact();
    const key = randomUUID();
    const first = await send('/api/requests/contact', body, key, a.cookie);
    const other = await send('/api/requests/contact', body, key, b.cookie);
    const guest = await send('/api/requests/contact', body, key);
    expect([first.statusCode, other.statusCode, guest.statusCode]).toEqual([201, 201, 201]);
    const references = new Set([first, other, guest].map((r) => r.json().reference));
    expect(references.size).toBe(3);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    // ...and the owner still gets their own answer.
    expect((await send('/api/requests/contact', body, key, a.cookie)).json()).toEqual(first.json());
  });

  it('covers the delivery form, which has a table of its own', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const deliveryBody = {
      senderName: 'Kwame Mensah',
      senderPhone: '024 123 4567',
      senderEmail: uniqueEmail('sender'),
      senderCity: 'accra',
      senderPickupAddress: '12 Oxford Street, Osu',
      receiverName: 'Ama Owusu',
      receiverPhone: '020 765 4321',
      receiverCity: 'kumasi',
      receiverDeliveryAddress: 'Adum, near Kejetia market',
      packageType: 'medium_box',
      transportType: 'mini_van',
      preferredPickupDate: tomorrow,
      preferredPickupTime: '10:30',
      urgencyLevel: 'regular',
      paymentMethod: 'mobile_money',
    };
    const key = randomUUID();
    const first = await send('/api/requests/delivery', deliveryBody, key);
    if (first.statusCode !== 201) throw new Error(first.body);
    const again = await send('/api/requests/delivery', deliveryBody, key);
    expect(again.json()).toEqual(first.json());
    expect(
      await n(
        t.db
          .select({ n: count() })
          .from(deliveryRequests)
          .where(eq(deliveryRequests.senderEmail, deliveryBody.senderEmail)),
      ),
    ).toBe(1);
    expect(await mailsTo(deliveryBody.senderEmail)).toBe(1);
  });
});

describe('Idempotency-Key on pay-on-delivery orders and cart adds', () => {
  const delivery = {
    deliveryName: 'Ama Owusu',
    deliveryPhone: '024 123 4567',
    deliveryAddress: '12 Oxford Street, Osu, Accra',
    region: 'greater-accra',
  };

  it('places a Buy Now order once', async () => {
    const { cookie, email } = await signUpVerified(t);
    const deal = await insertDeal(t.db);
    const body = { dealId: deal.id, quantity: 2, paymentMethod: 'pay_on_delivery', ...delivery };
    const key = randomUUID();
    const first = await send('/api/orders', body, key, cookie);
    if (first.statusCode !== 201) throw new Error(first.body);
    const again = await send('/api/orders', body, key, cookie);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await n(t.db.select({ n: count() }).from(orders).where(eq(orders.dealId, deal.id)))).toBe(1);
    expect(await mailsTo(email)).toBe(2); // the verification e-mail and one confirmation
  });

  it('checks a cart out once', async () => {
    const { cookie, email } = await signUpVerified(t);
    const api = browser(t, cookie);
    await api.post('/api/cart/items', { dealId: (await insertDeal(t.db)).id, quantity: 2 });
    const body = { ...delivery, paymentMethod: 'pay_on_delivery' };
    const key = randomUUID();
    const first = await send('/api/cart/checkout', body, key, cookie);
    if (first.statusCode !== 201) throw new Error(first.body);
    const again = await send('/api/cart/checkout', body, key, cookie);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(
      await n(
        t.db
          .select({ n: count() })
          .from(cartCheckouts)
          .where(eq(cartCheckouts.reference, first.json().reference)),
      ),
    ).toBe(1);
    expect(await mailsTo(email)).toBe(2);
  });

  it('adds to a cart once: the same add sent again does not double the quantity', async () => {
    const { cookie } = await signUpVerified(t);
    const deal = await insertDeal(t.db);
    const key = randomUUID();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { origin: TEST_ORIGIN, cookie, 'idempotency-key': key },
      payload: { dealId: deal.id, quantity: 2 },
    });
    expect(first.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { origin: TEST_ORIGIN, cookie, 'idempotency-key': key },
      payload: { dealId: deal.id, quantity: 2 },
    });
    expect(again.statusCode).toBe(200);
    const cart = (await browser(t, cookie).get('/api/cart')).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(2);
  });
});

describe('Idempotency-Key on a drop-shipping checkout and account changes', () => {
  const checkout = (productId: string, email: string) => ({
    productId,
    quantity: 1,
    fullName: 'Ama Mensah',
    email,
    phone: '024 123 4567',
    address: 'House 12, Oxford Street, Osu',
    city: 'Accra',
    paymentMethod: 'mobile_money',
  });

  it('saves a drop-shipping order once, a guest’s too', async () => {
    const product = await insertProduct(t.db, { colors: [], sizes: [] });
    const body = checkout(product.id, uniqueEmail('ds-once'));
    const key = randomUUID();
    const first = await send('/api/checkout/orders', body, key);
    if (first.statusCode !== 201) throw new Error(first.body);
    const again = await send('/api/checkout/orders', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db
      .select({ id: dropshippingOrders.id })
      .from(dropshippingOrders)
      .where(eq(dropshippingOrders.email, body.email));
    expect(rows.map((row) => row.id)).toEqual([first.json().orderId]);

    // Another body under the same key is refused, and nothing is written.
    const other = await send('/api/checkout/orders', { ...body, city: 'Kumasi' }, key);
    expect(other.statusCode).toBe(422);
    expect(
      await n(
        t.db.select({ n: count() }).from(dropshippingOrders).where(eq(dropshippingOrders.email, body.email)),
      ),
    ).toBe(1);
  });

  it('adds a saved address once, and answers a profile or address change sent again with the first answer', async () => {
    const { cookie } = await signUpVerified(t);
    const address = { region: 'ashanti', city: 'Kumasi', street: 'Adum Road', landmark: '', gpsAddress: '' };
    const key = randomUUID();
    const inject = (method: 'POST' | 'PUT', url: string, payload: object, idempotencyKey: string) =>
      t.app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, cookie, 'idempotency-key': idempotencyKey },
        payload,
      });
    const first = await inject('POST', '/api/account/addresses', address, key);
    expect(first.statusCode).toBe(201);
    const again = await inject('POST', '/api/account/addresses', address, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json().addresses).toHaveLength(1);
    expect((await browser(t, cookie).get('/api/account')).json().addresses).toHaveLength(1);

    const { id } = first.json().addresses[0];
    const editKey = randomUUID();
    const edited = await inject(
      'PUT',
      `/api/account/addresses/${id}`,
      { ...address, city: 'Obuasi' },
      editKey,
    );
    expect(edited.statusCode).toBe(200);
    const editedAgain = await inject(
      'PUT',
      `/api/account/addresses/${id}`,
      { ...address, city: 'Obuasi' },
      editKey,
    );
    expect(editedAgain.headers['idempotent-replayed']).toBe('true');
    expect(editedAgain.json()).toEqual(edited.json());

    const profileKey = randomUUID();
    const profile = { name: 'Ama Mensah', phone: '024 412 3456' };
    const saved = await inject('PUT', '/api/account/profile', profile, profileKey);
    expect(saved.statusCode).toBe(200);
    const savedAgain = await inject('PUT', '/api/account/profile', profile, profileKey);
    expect(savedAgain.statusCode).toBe(200);
    expect(savedAgain.headers['idempotent-replayed']).toBe('true');
    expect(savedAgain.json()).toEqual(saved.json());
    expect(saved.json().profile).toMatchObject({ name: 'Ama Mensah', phone: '+233244123456' });
  });
});
