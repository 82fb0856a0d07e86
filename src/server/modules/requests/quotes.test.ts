import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SHOP_SHIP_USA_REQUEST } from '../../../shared/api-paths';
import type { PaymentStarted } from '../../../shared/checkout/checkout-messages';
import type { QuotePageResponse } from '../../../shared/quotes/quote-texts';
import type { AdminRequestDetail } from '../../../shared/requests/admin-requests';
import { todayInGhana } from '../../../shared/requests/today';
import type { TrackResponse } from '../../../shared/requests/track-messages';
import { isSimulatedProvider, type SimulatedProvider } from '../../adapters/payments/simulated-provider';
import { signWebhook } from '../../adapters/payments/webhook-signature';
import {
  adminActivity,
  dhlShipments,
  paymentAttempts,
  requestEvents,
  requestQuotes,
  serviceRequests,
  simulatedPayments,
  smsOutbox,
} from '../../db/schema';
import { requestLinkToken } from '../../lib/request-link';
import { signInAdmin } from '../../test/admin-session';
import { browser } from '../../test/fixtures';
import { createTestApp, firstLink, signUpVerified, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
let provider: SimulatedProvider;
let admin: ReturnType<typeof browser>;
beforeAll(async () => {
  t = await createTestApp({ env: { CHECKOUT_LIMIT_PER_IP: '10000', TRACK_LIMIT_PER_IP: '10000' } });
  if (!isSimulatedProvider(t.paymentProvider)) throw new Error('expected the simulated provider');
  provider = t.paymentProvider;
  admin = browser(t, (await signInAdmin(t)).cookie);
}, 120_000);
afterAll(() => t.close());

const inDays = (days: number) => todayInGhana(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
const QUOTE = {
  itemCost: '1200.00',
  freight: '310.50',
  dutyAndLevies: '402.37',
  serviceFee: '60',
  delivery: '',
  validUntil: inDays(5),
  note: 'Duties are estimated; we pay any difference.',
};

/** A Shop & Ship USA request, sent signed in when a cookie is given. */
async function shopAndShip(cookie?: string) {
  const email = uniqueEmail('quote');
  const phone = `024${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const response = await browser(t, cookie).post(API_SHOP_SHIP_USA_REQUEST, {
    customerName: 'Yaw Owusu',
    customerPhone: phone,
    customerEmail: email,
    deliveryAddress: 'Plot 7, Adum High Street, Kumasi',
    productDescription: 'Wireless earbuds, black, with charging case',
    urgency: 'standard',
    specialInstructions: '',
    productUrls: '',
    estimatedBudget: '',
    itemPrice: '100',
    itemQuantity: '1',
    itemWeightKg: '1',
    itemCategory: 'phones',
  });
  expect(response.statusCode, response.body).toBe(201);
  return { reference: response.json().reference as string, email, phone };
}

const quote = (reference: string, body: Record<string, unknown> = QUOTE) =>
  admin.post(`/api/admin/requests/${reference}/quotes`, body);
const tokenOf = (reference: string) => requestLinkToken(t.config.authSecret, reference);
const page = (reference: string, token?: string, cookie?: string) =>
  browser(t, cookie).get(`/api/quotes/${reference}${token ? `?token=${encodeURIComponent(token)}` : ''}`);
const pay = (
  reference: string,
  body: Record<string, unknown> = { paymentMethod: 'mobile_money', token: tokenOf(reference) },
) => browser(t).post(`/api/quotes/${reference}/payment`, body);
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
const approve = (reference: string) =>
  t.db.update(simulatedPayments).set({ status: 'success' }).where(eq(simulatedPayments.reference, reference));
const quoteRow = async (reference: string) =>
  (await t.db.select().from(requestQuotes).where(eq(requestQuotes.requestReference, reference))).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  )[0]!;
const smsTo = async (phone: string) =>
  (await t.db.select().from(smsOutbox))
    .filter((sms) => sms.to === `+233${phone.slice(1)}`)
    .map((sms) => sms.text);

describe('a quote on a Shop & Ship request', () => {
  it('is sent by e-mail and SMS with its link, and shows its lines and exact total to the requester only', async () => {
    const owner = await signUpVerified(t);
    const request = await shopAndShip(owner.cookie);
    const detail = (await admin.get(`/api/admin/requests/${request.reference}`)).json()
      .request as AdminRequestDetail;
    expect(detail.quoting).toMatchObject({ quotable: true, reachable: true, quote: null });

    const written = await quote(request.reference);
    expect(written.statusCode, written.body).toBe(201);
    const mail = await t.lastEmailTo(request.email);
    expect(mail!.subject).toBe(`Your quote for ${request.reference}: GH₵1,972.87`);
    const link = new URL(firstLink(mail!.text));
    expect(link.pathname).toBe(`/quotes/${request.reference}`);
    expect((await smsTo(request.phone)).at(-1)).toContain(`/quotes/${request.reference}?token=`);

    const shown = await page(request.reference, link.searchParams.get('token')!);
    expect(shown.statusCode).toBe(200);
    const body = shown.json() as QuotePageResponse;
    expect(body).toMatchObject({
      reference: request.reference,
      kindLabel: 'Shop & Ship USA request',
      payable: true,
    });
    expect(body.quote).toMatchObject({
      total: '1972.87',
      status: 'open',
      statusLabel: 'Waiting for your payment',
      note: QUOTE.note,
      lines: [
        { key: 'itemCost', label: 'Item cost', amount: '1200.00' },
        { key: 'freight', label: 'Freight', amount: '310.50' },
        { key: 'dutyAndLevies', label: 'Duty and levies (estimated)', amount: '402.37' },
        { key: 'serviceFee', label: 'Service fee', amount: '60.00' },
      ],
    });
    expect((await quoteRow(request.reference)).totalPesewas).toBe(197287);
    // The account that sent it sees it signed in; a stranger, another account, or a token of another
    // request gets the same 404 as an unknown reference.
    expect((await page(request.reference, undefined, owner.cookie)).statusCode).toBe(200);
    expect((await page(request.reference)).statusCode).toBe(404);
    expect((await page(request.reference, 'not-the-token')).statusCode).toBe(404);
    expect((await page(request.reference, tokenOf('USA-ZZZZZZ'))).statusCode).toBe(404);
    const stranger = await signUpVerified(t);
    expect((await page(request.reference, undefined, stranger.cookie)).statusCode).toBe(404);
    expect((await pay(request.reference, { paymentMethod: 'mobile_money' })).statusCode).toBe(404);
    const row = (
      await t.db.select().from(serviceRequests).where(eq(serviceRequests.reference, request.reference))
    )[0]!;
    expect(row.status).toBe('quoted');
  });

  it('is paid once when two payments of it succeed at once, the second owed back', async () => {
    const request = await shopAndShip();
    await quote(request.reference);
    const first = (await pay(request.reference)).json() as PaymentStarted;
    const second = (await pay(request.reference)).json() as PaymentStarted;
    expect(first.authorizationUrl).toContain(`/payments/simulated/${first.reference}`);
    await approve(first.reference);
    await approve(second.reference);
    const verify = (reference: string) =>
      browser(t).post(`/api/quotes/${request.reference}/payments/${reference}/verify`, {
        token: tokenOf(request.reference),
      });
    const answers = await Promise.all([
      sendWebhook(chargeSuccess(first.reference, 197287)),
      sendWebhook(chargeSuccess(second.reference, 197287)),
      verify(first.reference),
      verify(second.reference),
      sendWebhook(chargeSuccess(first.reference, 197287)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const row = await quoteRow(request.reference);
    expect(row.status).toBe('paid');
    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.quoteId, row.id));
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['paid', 'refund_due']);
    expect(row.paymentReference).toBe(attempts.find((attempt) => attempt.status === 'paid')!.reference);
    const paidEvents = await t.db
      .select({ n: count() })
      .from(requestEvents)
      .where(and(eq(requestEvents.requestReference, request.reference), eq(requestEvents.stage, 'paid')));
    expect(paidEvents[0]!.n).toBe(1);
    expect(
      (await smsTo(request.phone)).filter((text) => text.includes('we received your payment')),
    ).toHaveLength(1);
    // A paid quote cannot be paid again, nor replaced.
    expect((await pay(request.reference)).json().error.code).toBe('ALREADY_PAID');
    expect((await quote(request.reference)).statusCode).toBe(409);

    // /track shows "Paid" and the step history; the admin moves it on, and each step is texted.
    const track = async () =>
      (
        (
          await browser(t).post('/api/requests/track', {
            reference: request.reference,
            contact: request.email,
          })
        ).json() as TrackResponse
      ).request;
    expect(await track()).toMatchObject({ statusLabel: 'Paid' });
    expect(
      (await admin.post(`/api/admin/requests/${request.reference}/stage`, { stage: 'shipped' })).statusCode,
    ).toBe(200);
    expect(
      (await admin.post(`/api/admin/requests/${request.reference}/stage`, { stage: 'purchased' })).statusCode,
    ).toBe(409);
    expect(
      (await admin.post(`/api/admin/requests/${request.reference}/stage`, { stage: 'delivered' })).statusCode,
    ).toBe(200);
    const tracked = await track();
    expect(tracked.statusLabel).toBe('Delivered');
    expect(tracked.quoting!.history.map((event) => event.text)).toEqual([
      'Quote sent',
      'Paid',
      'Shipped',
      'Delivered',
    ]);
    expect((await smsTo(request.phone)).at(-1)).toContain(`${request.reference} is now Delivered.`);

    // Both payments go back through the provider: the second one, then the one that paid it.
    const detail = (await admin.get(`/api/admin/requests/${request.reference}`)).json()
      .request as AdminRequestDetail;
    const payments = detail.quoting.quote!.payments;
    expect(payments.map((payment) => payment.refundable)).toEqual([true, true]);
    for (const payment of payments) {
      const refunded = await admin.post(
        `/api/admin/requests/${request.reference}/payments/${payment.reference}/refund`,
      );
      expect(refunded.statusCode, refunded.body).toBe(200);
    }
    expect((await quoteRow(request.reference)).status).toBe('refunded');
    const again = await admin.post(
      `/api/admin/requests/${request.reference}/payments/${payments[0]!.reference}/refund`,
    );
    expect(again.json().error.code).toBe('ALREADY_REFUNDED');
    const refunds = await t.db
      .select()
      .from(simulatedPayments)
      .where(eq(simulatedPayments.email, request.email));
    expect(refunds.map((payment) => payment.refundedPesewas)).toEqual([197287, 197287]);
  });

  it('refuses a payment whose amount or currency is not the stored quote', async () => {
    const request = await shopAndShip();
    await quote(request.reference);
    const started = (await pay(request.reference)).json() as PaymentStarted;
    expect((await sendWebhook(chargeSuccess(started.reference, 100))).statusCode).toBe(200);
    expect((await sendWebhook(chargeSuccess(started.reference, 197287, 'USD'))).statusCode).toBe(200);
    const row = await quoteRow(request.reference);
    expect(row).toMatchObject({ status: 'open', paidAt: null });
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, started.reference));
    expect(attempt).toMatchObject({ status: 'failed', amountPesewas: 197287 });
    // A body cannot name its own amount: the amount is the quote's.
    const tampered = await pay(request.reference, {
      paymentMethod: 'mobile_money',
      token: tokenOf(request.reference),
      amount: 1,
    });
    const [second] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, (tampered.json() as PaymentStarted).reference));
    expect(second!.amountPesewas).toBe(197287);
  });

  it('cannot be paid past its last day; the admin reissues it', async () => {
    const request = await shopAndShip();
    await quote(request.reference);
    await t.db
      .update(requestQuotes)
      .set({ validUntil: inDays(-1) })
      .where(eq(requestQuotes.requestReference, request.reference));
    const shown = (await page(request.reference, tokenOf(request.reference))).json() as QuotePageResponse;
    expect(shown).toMatchObject({ payable: false, quote: { expired: true, statusLabel: 'Expired' } });
    const refused = await pay(request.reference);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: 'This quote has expired. Please ask us for a new one.',
    });
    expect(
      await t.db
        .select()
        .from(paymentAttempts)
        .innerJoin(requestQuotes, eq(requestQuotes.id, paymentAttempts.quoteId))
        .where(eq(requestQuotes.requestReference, request.reference)),
    ).toEqual([]);

    expect((await quote(request.reference, { ...QUOTE, serviceFee: '80' })).statusCode).toBe(201);
    const reissued = (await page(request.reference, tokenOf(request.reference))).json() as QuotePageResponse;
    expect(reissued).toMatchObject({ payable: true, quote: { total: '1992.87', expired: false } });
    const statuses = (
      await t.db.select().from(requestQuotes).where(eq(requestQuotes.requestReference, request.reference))
    ).map((row) => row.status);
    expect(statuses.sort()).toEqual(['open', 'replaced']);
    expect((await pay(request.reference)).statusCode).toBe(200);
  });

  it('is declined with a reason, which the admin reads; a declined quote cannot be paid', async () => {
    const request = await shopAndShip();
    await quote(request.reference);
    const token = tokenOf(request.reference);
    expect(
      (await browser(t).post(`/api/quotes/${request.reference}/decline`, { reason: '', token })).statusCode,
    ).toBe(400);
    const declined = await browser(t).post(`/api/quotes/${request.reference}/decline`, {
      reason: 'Too dear for me',
      token,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await pay(request.reference)).json().error.code).toBe('QUOTE_NOT_OPEN');
    const detail = (await admin.get(`/api/admin/requests/${request.reference}`)).json()
      .request as AdminRequestDetail;
    expect(detail.quoting.quote).toMatchObject({
      status: 'declined',
      declineReason: 'Too dear for me',
      statusLabel: 'Declined',
    });
    expect(detail.quoting.events.at(-1)).toMatchObject({ text: 'Quote declined', note: 'Too dear for me' });
  });

  it('refuses bad quotes in words and changes nothing', async () => {
    const request = await shopAndShip();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...QUOTE, freight: '12.345' }, 'freight', 'Freight: please enter an amount in cedis (e.g. 250.00)'],
      [{ ...QUOTE, itemCost: '-5' }, 'itemCost', 'Item cost: please enter an amount in cedis (e.g. 250.00)'],
      [
        { itemCost: '', freight: '0', validUntil: inDays(3) },
        'itemCost',
        'Please enter at least one amount: the total must be more than GH₵ 0.00.',
      ],
      [
        { ...QUOTE, validUntil: inDays(-1) },
        'validUntil',
        'The quote must be valid until today or a later day.',
      ],
      [
        { ...QUOTE, validUntil: '2026-02-31' },
        'validUntil',
        'Please choose the last day the quote can be paid',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await quote(request.reference, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
    expect(
      await t.db.select().from(requestQuotes).where(eq(requestQuotes.requestReference, request.reference)),
    ).toEqual([]);
    expect((await quote('USA-ZZZZZZ')).statusCode).toBe(404);
    expect((await quote('VND-ZZZZZZ')).statusCode).toBe(409);
    expect((await browser(t).post(`/api/admin/requests/${request.reference}/quotes`, QUOTE)).statusCode).toBe(
      401,
    );
  });
});

describe('answers on a request', () => {
  it('reach a contact message by e-mail and SMS; the requester reads them on /track and answers back', async () => {
    const email = uniqueEmail('contact');
    const sent = await browser(t).post('/api/requests/contact', {
      name: 'Kwame Mensah',
      email,
      phone: '024 765 4321',
      subject: 'Delivery to Kumasi',
      message: 'Do you deliver to Kumasi on Saturdays?',
    });
    const { reference } = sent.json();
    expect((await admin.post(`/api/admin/requests/${reference}/answers`, { message: '  ' })).statusCode).toBe(
      400,
    );
    const answered = await admin.post(`/api/admin/requests/${reference}/answers`, {
      message: 'Yes: every Saturday before 4 pm. <b>Order by Friday.</b>',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const mail = await t.lastEmailTo(email);
    expect(mail!.text).toContain('Yes: every Saturday before 4 pm. <b>Order by Friday.</b>');
    expect(mail!.html).toContain('&lt;b&gt;Order by Friday.&lt;/b&gt;');
    const link = new URL(firstLink(mail!.text));
    expect(link.pathname).toBe('/track');
    expect((await smsTo('0247654321')).at(-1)).toContain(`we answered your contact message ${reference}`);

    const token = link.searchParams.get('token')!;
    const tracked = await browser(t).post('/api/requests/track', { reference, token });
    expect(tracked.statusCode).toBe(200);
    expect((tracked.json() as TrackResponse).request.quoting!.thread).toMatchObject([
      { type: 'answer', text: 'Yes: every Saturday before 4 pm. <b>Order by Friday.</b>' },
    ]);
    expect((await browser(t).post('/api/requests/track', { reference, token: 'wrong' })).statusCode).toBe(
      404,
    );

    const reply = (body: Record<string, unknown>) =>
      browser(t).post(`/api/requests/${reference}/replies`, body);
    expect((await reply({ message: 'Thank you!', token })).statusCode).toBe(201);
    expect((await reply({ message: 'And Sundays?', contact: '0247654321' })).statusCode).toBe(201);
    expect((await reply({ message: 'Me too', contact: '0200000000' })).statusCode).toBe(404);
    expect((await reply({ message: 'Me too' })).statusCode).toBe(400);
    const detail = (await admin.get(`/api/admin/requests/${reference}`)).json().request as AdminRequestDetail;
    expect(detail.quoting.events.map((event) => [event.type, event.text])).toEqual([
      ['answer', 'Yes: every Saturday before 4 pm. <b>Order by Friday.</b>'],
      ['reply', 'Thank you!'],
      ['reply', 'And Sundays?'],
    ]);
    const logged = await t.db.select().from(adminActivity).where(eq(adminActivity.entityId, reference));
    expect(logged.map((entry) => entry.action)).toContain('request.answer');
  });
});

describe('a DHL quoted price', () => {
  it('becomes the shipment\u2019s quote, sent to the requester to pay', async () => {
    const email = uniqueEmail('dhl');
    const [shipment] = await t.db
      .insert(dhlShipments)
      .values({
        trackingId: `DHL-Q${Math.random().toString(36).slice(2, 7).toUpperCase()}`,
        fullName: 'Efua Asante',
        contactNumber: '0551234567',
        email,
        pickupAddress: '3 Castle Road',
        pickupCity: 'Accra',
        preferredPickupDate: inDays(2),
        preferredPickupTime: '10:00',
        packageDescription: 'Documents',
        destinationCountry: 'GB',
        destinationAddress: '1 High Street',
        destinationCity: 'London',
      })
      .returning();
    const updated = await admin.patch(`/api/admin/dhl-shipments/${shipment!.id}`, {
      status: 'confirmed',
      quotedPriceGhs: '450',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const mail = await t.lastEmailTo(email);
    expect(mail!.subject).toBe(`Your quote for ${shipment!.trackingId}: GH₵450.00`);
    const shown = (
      await page(shipment!.trackingId, tokenOf(shipment!.trackingId))
    ).json() as QuotePageResponse;
    expect(shown).toMatchObject({
      payable: true,
      quote: { total: '450.00', lines: [{ label: 'Freight', amount: '450.00' }] },
    });
  });
});
