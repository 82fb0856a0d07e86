import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHubtelSms } from '../adapters/sms/hubtel-sms';
import { createOutboxSms } from '../adapters/sms/outbox-sms';
import { queueSms } from '../adapters/sms/queue-sms';
import { gsmLength } from '../adapters/sms/sms-text';
import { smsOutbox } from '../db/schema';
import { browser } from '../test/fixtures';
import { type SmsGatewayStub, startSmsGatewayStub, uniqueGhanaPhone } from '../test/sms-gateway-stub';
import { createTestApp, type TestApp, uniqueEmail } from '../test/test-app';
import { deliverSms } from './deliver-sms';

let t: TestApp;
let gateway: SmsGatewayStub;
beforeAll(async () => {
  t = await createTestApp();
  gateway = await startSmsGatewayStub();
});
afterAll(async () => {
  await gateway.close();
  await t.close();
});
beforeEach(() => gateway.setFailing(false));

const quiet = { info() {}, warn() {}, error() {} };
const MINUTE = 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** Runs the job once at `now` through Hubtel (the local stub). */
function deliverAt(now: Date, maxAttempts = 5) {
  const hubtel = createHubtelSms({
    clientId: 'id',
    clientSecret: 'secret',
    senderId: 'GhanaMart',
    baseUrl: gateway.url,
  });
  return deliverSms(t.db, hubtel, quiet, { now, maxAttempts });
}

const textsTo = (to: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.to, to));

/** Only the messages of one test are due: the others are moved out of the way. */
async function onlyDue(to: string) {
  for (const row of await t.db.select().from(smsOutbox)) {
    if (row.to !== to && row.status !== 'sent') {
      await t.db.update(smsOutbox).set({ status: 'sent' }).where(eq(smsOutbox.id, row.id));
    }
  }
}

describe('deliver-sms', () => {
  it("texts a request's reference to the phone given, in one GSM SMS", async () => {
    const phone = uniqueGhanaPhone();
    const submitted = await browser(t).post('/api/requests/contact', {
      name: 'Kwame Mensah',
      email: uniqueEmail('contact'),
      phone: phone.typed,
      subject: 'Delivery to Kumasi',
      message: 'Do you deliver to Kumasi on Saturdays?',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { reference } = submitted.json() as { reference: string };
    const [row, ...others] = await textsTo(phone.e164);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row!.text).toContain(reference);
    expect(row!.text).toContain(`/track?reference=${reference}`);
    // Nothing personal beyond the reference: not the name, not the message.
    expect(row!.text).not.toContain('Kwame');
    expect(row!.text).not.toContain('Kumasi');
    expect(gsmLength(row!.text)).toBeLessThanOrEqual(160);
  });

  it('a delivery request without an e-mail still gets its reference by SMS, to the sender only', async () => {
    const sender = uniqueGhanaPhone();
    const receiver = uniqueGhanaPhone();
    const tomorrow = new Date(Date.now() + 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const submitted = await browser(t).post('/api/requests/delivery', {
      senderName: 'Esi Boateng',
      senderPhone: sender.typed,
      senderEmail: '',
      senderCity: 'accra',
      senderPickupAddress: '12 Oxford Street, Osu',
      senderLandmark: 'Opposite the Koala supermarket',
      receiverName: 'Ama Owusu',
      receiverPhone: receiver.typed,
      receiverCity: 'kumasi',
      receiverDeliveryAddress: 'Adum, near Kejetia market',
      receiverLandmark: '',
      packageType: 'medium_box',
      weightKg: '2.5',
      itemValueGhs: '350.75',
      transportType: 'mini_van',
      preferredPickupDate: tomorrow,
      preferredPickupTime: '10:30',
      urgencyLevel: 'regular',
      paymentMethod: 'mobile_money',
      specialInstructions: '',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const [row] = await textsTo(sender.e164);
    expect(row!.text).toContain((submitted.json() as { reference: string }).reference);
    expect(await textsTo(receiver.e164)).toHaveLength(0);
  });

  it('retries while the gateway fails, with back-off, and delivers once when it is back', async () => {
    const phone = uniqueGhanaPhone();
    await queueSms(t.db, { to: phone.typed, text: 'GhanaMart: your order ORD-RETRY1 is now Confirmed.' });
    await onlyDue(phone.e164);
    const start = new Date();

    gateway.setFailing(true);
    expect(await deliverAt(start)).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await textsTo(phone.e164);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('HTTP 503');
    expect(row!.nextAttemptAt.getTime()).toBe(at(start, MINUTE).getTime());
    expect(await deliverAt(at(start, 30_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await deliverAt(at(start, MINUTE))).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(gateway.to(phone.e164)).toHaveLength(0);

    gateway.setFailing(false);
    expect(await deliverAt(at(start, 3 * MINUTE))).toEqual({ sent: 1, retried: 0, failed: 0 });
    [row] = await textsTo(phone.e164);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(gateway.to(phone.e164)).toHaveLength(1);
    expect(gateway.to(phone.e164)[0]!.text).toBe('GhanaMart: your order ORD-RETRY1 is now Confirmed.');

    // Sent is sent: later runs, and concurrent ones, leave it alone.
    await Promise.all([deliverAt(at(start, 60 * MINUTE)), deliverAt(at(start, 60 * MINUTE))]);
    expect(gateway.to(phone.e164)).toHaveLength(1);
  });

  it('marks an SMS failed after the last attempt', async () => {
    const phone = uniqueGhanaPhone();
    await queueSms(t.db, { to: phone.typed, text: 'Never arrives' });
    await onlyDue(phone.e164);
    gateway.setFailing(true);
    const start = new Date();
    expect(await deliverAt(start, 2)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await deliverAt(at(start, MINUTE), 2)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await textsTo(phone.e164))[0]).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it("sends every attempt at an SMS to Hubtel under one ClientReference, its outbox row's id", async () => {
    const phone = uniqueGhanaPhone();
    await queueSms(t.db, { to: phone.typed, text: 'Twice tried, once delivered' });
    await onlyDue(phone.e164);
    const id = (await textsTo(phone.e164))[0]!.id;
    const start = new Date();
    gateway.setFailing(true);
    expect(await deliverAt(start)).toEqual({ sent: 0, retried: 1, failed: 0 });
    gateway.setFailing(false);
    expect(await deliverAt(at(start, MINUTE))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(gateway.attemptsTo(phone.e164).map((sms) => sms.body.ClientReference)).toEqual([id, id]);
    expect(gateway.to(phone.e164)).toHaveLength(1);
  });

  it('never sends an SMS whose transaction rolled back, nor one to a number that is not Ghanaian', async () => {
    const phone = uniqueGhanaPhone();
    await expect(
      t.db.transaction(async (tx) => {
        await queueSms(tx, { to: phone.typed, text: 'Your order' });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    await queueSms(t.db, { to: '+44 20 7946 0958', text: 'Abroad' });
    await deliverAt(at(new Date(), MINUTE));
    expect(await textsTo(phone.e164)).toHaveLength(0);
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.text, 'Abroad'))).toHaveLength(0);
    expect(gateway.to(phone.e164)).toHaveLength(0);
  });

  it('without a gateway, marks SMS delivered to the outbox', async () => {
    const phone = uniqueGhanaPhone();
    await queueSms(t.db, { to: phone.typed, text: 'Kept in the outbox' });
    await deliverSms(t.db, createOutboxSms(), quiet, { now: at(new Date(), MINUTE), maxAttempts: 5 });
    expect((await textsTo(phone.e164))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
