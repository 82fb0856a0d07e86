import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentStarted } from '../../../shared/checkout/checkout-messages';
import { SHOP_FOR_ME_DELIVERY_TIMES } from '../../../shared/requests/shop-for-me-options';
import { todayInGhana } from '../../../shared/requests/today';
import { requestQuotes } from '../../db/schema';
import { requestLinkToken } from '../../lib/request-link';
import { browser } from '../../test/fixtures';
import { type PaystackApp, paystackTestApp } from '../../test/paystack-app';
import type { PaystackStub } from '../../test/paystack-stub';
import { TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app';

// A quote paid and refunded with PAYMENT_PROVIDER=paystack, against a local Paystack that checks
// every request against Paystack's own OpenAPI description.
const DELIVERY_TIME = SHOP_FOR_ME_DELIVERY_TIMES[0]!.value;
const paystack = paystackTestApp({ CHECKOUT_LIMIT_PER_IP: '10000' });
let t: TestApp;
let stub: PaystackStub;
let admin: PaystackApp['admin'];
beforeAll(() => {
  ({ t, stub, admin } = paystack);
});

describe('a quote paid through Paystack', () => {
  it('asks Paystack for the quote’s total in pesewas, pays it once verified, and refunds it', async () => {
    const email = uniqueEmail('paystack-quote');
    const sent = await browser(t).post('/api/requests/shop-for-me', {
      clientName: 'Ama Serwaa',
      clientPhone: '024 123 9876',
      clientEmail: email,
      clientAddress: 'House 12, Liberation Road, Accra',
      shoppingType: 'groceries',
      marketLocation: 'Makola Market',
      itemsList: 'Rice 5 kg, palm oil 2 litres, tinned tomatoes',
      budget: '600',
      deliveryDate: todayInGhana(),
      deliveryTime: DELIVERY_TIME,
      specialInstructions: '',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { reference } = sent.json() as { reference: string };
    const quoted = await admin.post(`/api/admin/requests/${reference}/quotes`, {
      itemCost: '480.10',
      serviceFee: '35',
      delivery: '25.5',
      validUntil: todayInGhana(),
    });
    expect(quoted.statusCode, quoted.body).toBe(201);

    const token = requestLinkToken(t.config.authSecret, reference);
    const started = await browser(t).post(`/api/quotes/${reference}/payment`, {
      paymentMethod: 'debit_card',
      token,
    });
    expect(started.statusCode, started.body).toBe(200);
    const payment = started.json() as PaymentStarted;
    expect(stub.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/transaction/initialize',
      body: {
        email,
        amount: 54_060,
        currency: 'GHS',
        reference: payment.reference,
        channels: ['card'],
        callback_url: `${TEST_ORIGIN}/quotes/${reference}?token=${token}`,
      },
    });

    const verify = () =>
      browser(t).post(`/api/quotes/${reference}/payments/${payment.reference}/verify`, { token });
    expect((await verify()).json()).toEqual({ paid: false });
    stub.complete(payment.reference);
    expect((await verify()).json()).toEqual({ paid: true });
    const [quote] = await t.db
      .select()
      .from(requestQuotes)
      .where(eq(requestQuotes.requestReference, reference));
    expect(quote).toMatchObject({ status: 'paid', stage: 'paid', paymentReference: payment.reference });

    const refunded = await admin.post(
      `/api/admin/requests/${reference}/payments/${payment.reference}/refund`,
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(stub.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/refund',
      body: { transaction: payment.reference, amount: 54_060 },
    });
    const [after] = await t.db
      .select()
      .from(requestQuotes)
      .where(eq(requestQuotes.requestReference, reference));
    expect(after!.status).toBe('refunded');
  });
});
