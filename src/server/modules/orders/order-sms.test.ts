import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutOrderCreated, PaymentStarted } from '../../../shared/checkout/checkout-messages';
import type { Order } from '../../../shared/orders/order';
import type { OrderKind } from '../../../shared/orders/order-status';
import type { SimulatedProvider } from '../../adapters/payments/simulated-provider';
import { gsmLength } from '../../adapters/sms/sms-text';
import { smsOutbox } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser, dealOrderId, insertDeal, insertProduct } from '../../test/fixtures';
import { uniqueGhanaPhone } from '../../test/sms-gateway-stub';
import { createTestApp, signUpVerified, type TestApp, uniqueEmail } from '../../test/test-app';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let admin: ReturnType<typeof browser>;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_LIMIT_PER_IP: '10000' } });
  admin = browser(t, (await signInAdmin(t)).cookie);
}, 120_000);
afterAll(() => t.close());

const textsTo = (to: string) =>
  t.db.select().from(smsOutbox).where(eq(smsOutbox.to, to)).orderBy(asc(smsOutbox.createdAt));

const move = (kind: OrderKind, id: string, status: string) =>
  admin.post(`/api/admin/orders/${kind}/${id}/status`, { status });

/** Moves the order and expects exactly one new SMS, about that status, short and impersonal. */
async function expectOneSmsPerMove(
  kind: OrderKind,
  id: string,
  reference: string,
  phone: string,
  moves: [string, string][],
) {
  for (const [status, label] of moves) {
    const before = (await textsTo(phone)).length;
    const moved = await move(kind, id, status);
    expect(moved.statusCode, moved.body).toBe(200);
    const texts = await textsTo(phone);
    expect(texts, status).toHaveLength(before + 1);
    const text = texts.at(-1)!.text;
    expect(text).toContain(`${reference} is now ${label}.`);
    expect(gsmLength(text), text).not.toBeNull();
    expect(gsmLength(text)!, text).toBeLessThanOrEqual(160);
  }
}

describe('order SMS', () => {
  it('texts the confirmation of a pay-on-delivery order and each status change once, to +233…', async () => {
    const phone = uniqueGhanaPhone();
    const { cookie } = await signUpVerified(t);
    const deal = await insertDeal(t.db, { name: 'Rice cooker', discountPrice: '149.99' });
    const placed = await browser(t, cookie).post('/api/orders', {
      dealId: deal.id,
      quantity: 2,
      deliveryName: 'Ama Owusu',
      deliveryPhone: phone.typed,
      deliveryAddress: '12 Oxford Street, Osu, Accra',
      region: 'greater-accra',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as Order;

    const [confirmation, ...others] = await textsTo(phone.e164);
    expect(others).toHaveLength(0);
    expect(confirmation!.text).toContain(order.reference);
    expect(confirmation!.text).toContain('GHS 299.98');
    expect(confirmation!.text).not.toContain('Ama');
    expect(confirmation!.text).not.toContain('Oxford');
    expect(gsmLength(confirmation!.text)!).toBeLessThanOrEqual(160);

    const orderId = await dealOrderId(t.db, order.reference);
    await expectOneSmsPerMove('deal', orderId, order.reference, phone.e164, [
      ['confirmed', 'Confirmed'],
      ['out_for_delivery', 'Out for delivery'],
      ['delivered', 'Delivered'],
    ]);
    // A move the rule refuses changes nothing, so it texts nothing.
    expect((await move('deal', orderId, 'cancelled')).statusCode).toBe(409);
    expect(await textsTo(phone.e164)).toHaveLength(4);
  });

  it('texts a paid drop-shipping order once, each move along its way, and the refund', async () => {
    const phone = uniqueGhanaPhone();
    const shop = browser(t);
    const product = await insertProduct(t.db, { name: 'Smart watch', price: '250.00' });
    const placed = await shop.post('/api/checkout/orders', {
      productId: product.id,
      quantity: 1,
      fullName: 'Kojo Antwi',
      phone: phone.typed,
      address: 'House 4, Ring Road',
      city: 'Kumasi',
      email: uniqueEmail('dsp'),
      paymentMethod: 'mobile_money',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const created = placed.json() as CheckoutOrderCreated;
    // Nothing before the payment.
    expect(await textsTo(phone.e164)).toHaveLength(0);
    const started = await shop.post(`/api/checkout/orders/${created.orderId}/payment`, {
      resumeToken: created.resumeToken,
    });
    const { reference } = started.json() as PaymentStarted;
    await (t.paymentProvider as SimulatedProvider).settle(reference, 'success');
    // The return page and a second verification settle once: one confirmation.
    for (let i = 0; i < 2; i += 1) {
      expect((await shop.post(`/api/checkout/payments/${reference}/verify`, {})).statusCode).toBe(200);
    }
    const [paid, ...others] = await textsTo(phone.e164);
    expect(others).toHaveLength(0);
    expect(paid!.text).toContain(reference);
    expect(paid!.text).toContain('GHS 250.00');

    await expectOneSmsPerMove('dropshipping', created.orderId, reference, phone.e164, [
      ['ordered_from_supplier', 'Ordered from supplier'],
      ['shipped', 'Shipped'],
      ['in_ghana', 'In Ghana'],
      ['refund_due', 'Refund due'],
    ]);
    const refunded = await admin.post(`/api/admin/payments/${reference}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const texts = await textsTo(phone.e164);
    expect(texts).toHaveLength(6);
    expect(texts.at(-1)!.text).toContain(`${reference} is now Refunded.`);
  });
});
