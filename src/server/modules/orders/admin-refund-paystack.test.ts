import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutOrderCreated, PaymentStarted } from '../../../shared/checkout/checkout-messages';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { createPaystackProvider } from '../../adapters/payments/paystack-provider';
import { signWebhook } from '../../adapters/payments/webhook-signature';
import { dropshippingOrders, paymentAttempts } from '../../db/schema';
import { browser, insertProduct } from '../../test/fixtures';
import { PAYSTACK_TEST_SECRET, type PaystackApp, paystackTestApp } from '../../test/paystack-app';
import type { PaystackStub } from '../../test/paystack-stub';
import { type TestApp, uniqueEmail } from '../../test/test-app';

// Refunds with PAYMENT_PROVIDER=paystack, against the local Paystack that checks every request
// (POST /refund included) against Paystack's own OpenAPI description.
vi.setConfig({ testTimeout: 120_000 });

const paystack = paystackTestApp({ CHECKOUT_LIMIT_PER_IP: '10000' });
let t: TestApp;
let stub: PaystackStub;
let admin: PaystackApp['admin'];
beforeAll(() => {
  ({ t, stub, admin } = paystack);
});

const shop = () => browser(t);

async function placeOrder(): Promise<CheckoutOrderCreated & { email: string }> {
  const product = await insertProduct(t.db, { price: '89.90' });
  const email = uniqueEmail('refund');
  const response = await shop().post('/api/checkout/orders', {
    productId: product.id,
    quantity: 2,
    fullName: 'Kofi Mensah',
    phone: '0501234567',
    address: 'House 4, Ring Road',
    city: 'Kumasi',
    email,
    paymentMethod: 'mobile_money',
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json(), email };
}

async function start(order: CheckoutOrderCreated): Promise<PaymentStarted> {
  const response = await shop().post(`/api/checkout/orders/${order.orderId}/payment`, {
    resumeToken: order.resumeToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function payThroughWebhook(reference: string) {
  const payload = JSON.stringify(stub.complete(reference));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': signWebhook(payload, PAYSTACK_TEST_SECRET),
    },
  });
  expect(response.statusCode).toBe(200);
}

const refund = (reference: string) => admin.post(`/api/admin/payments/${reference}/refund`, {});

describe('refunds with Paystack', () => {
  it('refunds a cancelled paid order with one POST /refund, even when two admins click at once', async () => {
    const order = await placeOrder();
    const { reference } = await start(order);
    await payThroughWebhook(reference);
    const moved = await admin.post(`/api/admin/orders/dropshipping/${order.orderId}/status`, {
      status: 'refund_due',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const both = await Promise.all([refund(reference), refund(reference)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(stub.refunds).toEqual([{ id: expect.any(Number), reference, amount: 17_980 }]);
    const refundCall = stub.requests.find((r) => r.path === '/refund')!;
    expect(refundCall.body).toMatchObject({ transaction: reference, amount: 17_980, currency: 'GHS' });
    const made = both.find((r) => r.statusCode === 200)!.json();
    expect(made).toEqual({ reference, amount: '179.80', refundId: String(stub.refunds[0]!.id) });

    const [row] = await t.db
      .select()
      .from(dropshippingOrders)
      .where(eq(dropshippingOrders.id, order.orderId));
    expect(row!.status).toBe('refunded');
    expect((await refund(reference)).json().error.code).toBe('ALREADY_REFUNDED');
    expect(stub.refunds).toHaveLength(1);
  });

  it('refunds a double payment reported by the webhook', async () => {
    const order = await placeOrder();
    const a = await start(order);
    const b = await start(order);
    await payThroughWebhook(a.reference);
    await payThroughWebhook(b.reference);
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, b.reference));
    expect(attempt!.status).toBe('refund_due');
    const response = await refund(b.reference);
    expect(response.statusCode, response.body).toBe(200);
    expect(stub.refunds.at(-1)).toMatchObject({ reference: b.reference, amount: 17_980 });
  });

  it('lets a refused refund be tried again, and says why', async () => {
    const order = await placeOrder();
    const { reference } = await start(order);
    await payThroughWebhook(reference);
    await admin.post(`/api/admin/orders/dropshipping/${order.orderId}/status`, { status: 'refund_due' });
    // Paystack already refunded it (e.g. from its dashboard): it refuses a second refund.
    stub.transactions.get(reference)!.refunded = 17_980;
    const refused = await refund(reference);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toBe(
      'The refund could not be made: Transaction has been fully reversed',
    );
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference));
    expect(attempt!.refundStartedAt).toBeNull();
    stub.transactions.get(reference)!.refunded = 0;
    expect((await refund(reference)).statusCode).toBe(200);
  });
});

describe('the Paystack adapter’s refund', () => {
  it('sends the reference, amount and currency, and turns a refusal into a PaymentProviderError', async () => {
    const provider = createPaystackProvider({ secretKey: PAYSTACK_TEST_SECRET, baseUrl: stub.url });
    await expect(
      provider.refund({ reference: 'DSP-UNKNOWN', amountPesewas: 100, currency: 'GHS', note: 'test' }),
    ).rejects.toEqual(new PaymentProviderError('Transaction not found', 'refused'));
  });
});
