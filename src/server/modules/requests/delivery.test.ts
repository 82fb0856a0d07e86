import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInGhana } from '../../../shared/requests/today';
import { deliveryRequests } from '../../db/schema';
import { browser } from '../../test/fixtures';
import { expectFieldErrors } from '../../test/form-cases';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => todayInGhana(new Date(Date.now() + days * DAY));

const valid = () => ({
  senderName: 'Kwame Mensah',
  senderPhone: '024 123 4567',
  senderEmail: uniqueEmail('delivery'),
  senderCity: 'accra',
  senderPickupAddress: '12 Oxford Street, Osu',
  senderLandmark: 'Opposite the Koala supermarket',
  receiverName: 'Ama Owusu',
  receiverPhone: '020 765 4321',
  receiverCity: 'kumasi',
  receiverDeliveryAddress: 'Adum, near Kejetia market',
  receiverLandmark: '',
  packageType: 'medium_box',
  weightKg: '2.5',
  itemValueGhs: '350.75',
  transportType: 'mini_van',
  preferredPickupDate: inDays(1),
  preferredPickupTime: '10:30',
  urgencyLevel: 'regular',
  paymentMethod: 'mobile_money',
  specialInstructions: '',
});
const stored = async () => (await t.db.select({ n: count() }).from(deliveryRequests))[0]!.n;
const PATH = '/api/requests/delivery';

describe('POST /api/requests/delivery', () => {
  it('refuses each missing or invalid field with the spec’s message and stores nothing', async () => {
    await expectFieldErrors(
      t,
      PATH,
      valid(),
      [
        ['senderName', undefined, 'Sender name is required'],
        ['senderName', '   ', 'Sender name is required'],
        ['senderPhone', '', 'Phone number is required'],
        ['senderPhone', '024 12', 'Phone number must be at least 10 digits'],
        ['senderEmail', 'kwame@', 'Please enter a valid email address'],
        ['senderCity', '', 'City is required'],
        ['senderCity', 'lagos', 'City is required'],
        ['senderPickupAddress', undefined, 'Pickup address is required'],
        ['receiverName', '', 'Receiver name is required'],
        ['receiverPhone', undefined, 'Phone number is required'],
        ['receiverCity', undefined, 'City is required'],
        ['receiverDeliveryAddress', '', 'Delivery address is required'],
        ['packageType', '', 'Package type is required'],
        ['packageType', 'piano', 'Package type is required'],
        ['transportType', undefined, 'Transport type is required'],
        ['preferredPickupDate', '', 'Pickup date is required'],
        ['preferredPickupDate', '2026-02-31', 'Pickup date is required'],
        ['preferredPickupDate', inDays(-1), 'Pickup date cannot be in the past'],
        ['preferredPickupTime', '', 'Pickup time is required'],
        ['preferredPickupTime', '25:00', 'Pickup time is required'],
        ['urgencyLevel', undefined, 'Urgency level is required'],
        ['paymentMethod', 'cheque', 'Payment method is required'],
        ['weightKg', '2.55', 'Please enter the weight in kilograms, in steps of 0.1 (e.g. 2.5)'],
        ['weightKg', '-1', 'Please enter the weight in kilograms, in steps of 0.1 (e.g. 2.5)'],
        ['weightKg', 'heavy', 'Please enter the weight in kilograms, in steps of 0.1 (e.g. 2.5)'],
        [
          'itemValueGhs',
          '10.001',
          'Please enter the item value in cedis, with at most 2 decimals (e.g. 250.00)',
        ],
      ],
      stored,
    );
  });

  it('stores the request as pending with a DLV reference, exact numbers, and e-mails the sender', async () => {
    const body = { ...valid(), specialInstructions: '<script>alert(1)</script> Handle with care' };
    const response = await browser(t).post(PATH, body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^DLV-[2-9A-HJ-NP-Z]{6}$/);

    const [row] = await t.db.select().from(deliveryRequests).where(eq(deliveryRequests.reference, reference));
    expect(row).toMatchObject({
      status: 'received',
      userId: null,
      senderName: 'Kwame Mensah',
      senderCity: 'accra',
      receiverCity: 'kumasi',
      receiverLandmark: null,
      weightKg: '2.5',
      itemValueGhs: '350.75',
      preferredPickupDate: body.preferredPickupDate,
      preferredPickupTime: '10:30',
      specialInstructions: body.specialInstructions,
    });

    const mail = await t.lastEmailTo(body.senderEmail);
    expect(mail?.subject).toContain(reference);
    expect(mail?.text).toContain(`/track?reference=${reference}`);
  });

  it('accepts today and leaves the optional fields empty as null, with no e-mail to send', async () => {
    const { senderEmail: _, ...body } = valid();
    const response = await browser(t).post(PATH, {
      ...body,
      preferredPickupDate: todayInGhana(),
      weightKg: '',
      itemValueGhs: '',
      senderLandmark: '  ',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(deliveryRequests)
      .where(eq(deliveryRequests.reference, response.json().reference));
    expect(row).toMatchObject({
      senderEmail: null,
      senderLandmark: null,
      weightKg: null,
      itemValueGhs: null,
    });
  });

  it('ignores a status, owner or reference sent by the browser', async () => {
    const response = await browser(t).post(PATH, {
      ...valid(),
      status: 'delivered',
      reference: 'DLV-AAAAAA',
      userId: 'someone-else',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(deliveryRequests)
      .where(eq(deliveryRequests.reference, response.json().reference));
    expect(row).toMatchObject({ status: 'received', userId: null });
    expect(row!.reference).not.toBe('DLV-AAAAAA');
  });

  it('refuses an oversized body with 413 and stores nothing', async () => {
    const before = await stored();
    const response = await browser(t).post(PATH, { ...valid(), specialInstructions: 'x'.repeat(40_000) });
    expect(response.statusCode).toBe(413);
    expect(await stored()).toBe(before);
  });
});

describe('one submission limit for every form', () => {
  it('counts delivery, DHL and application submissions against the same address', async () => {
    const limited = await createTestApp({ env: { REQUEST_LIMIT_PER_IP: '2' } });
    try {
      const send = (url: string, payload: object) =>
        limited.app.inject({
          method: 'POST',
          url,
          remoteAddress: '10.0.0.9',
          headers: { origin: 'http://localhost:3000' },
          payload,
        });
      expect((await send(PATH, valid())).statusCode).toBe(201);
      expect((await send('/api/dhl/shipments', {})).statusCode).toBe(400);
      const refused = await send(PATH, valid());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
      const [row] = await limited.db.select({ n: count() }).from(deliveryRequests);
      expect(row!.n).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
