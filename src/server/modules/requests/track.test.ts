import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACK_MESSAGES } from '../../../shared/requests/track-messages';
import { deliveryRequests, dhlShipments, users, vendorProfiles } from '../../db/schema';
import { createReference } from '../../lib/reference';
import { browser } from '../../test/fixtures';
import { createTestApp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const track = (reference: unknown, contact: unknown) =>
  browser(t).post('/api/requests/track', { reference, contact });

async function expectNotFound(reference: string, contact: string) {
  const response = await track(reference, contact);
  expect(response.statusCode, `${reference} / ${contact}`).toBe(404);
  expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: TRACK_MESSAGES.notFound } });
}

async function sendContactMessage(phone: string, email = uniqueEmail('track')) {
  const response = await browser(t).post('/api/requests/contact', {
    name: 'Ama Owusu',
    email,
    phone,
    subject: 'Where is my parcel?',
    message: 'I sent a parcel to Kumasi last week and would like an update.',
  });
  expect(response.statusCode).toBe(201);
  return { reference: response.json().reference as string, email };
}

describe('POST /api/requests/track', () => {
  it('shows a service request to the phone number given on it, however it is written', async () => {
    const { reference } = await sendContactMessage('024 123 4567');
    for (const phone of [
      '024 123 4567',
      '0241234567',
      '+233 24 123 4567',
      '233241234567',
      '+233 (0)24-123-4567',
    ]) {
      const response = await track(reference, phone);
      expect(response.statusCode, phone).toBe(200);
      const { request } = response.json();
      expect(request).toEqual({
        reference,
        kind: 'contact',
        kindLabel: 'Contact message',
        status: 'received',
        statusLabel: 'Received',
        submittedAt: expect.any(String),
        updatedAt: expect.any(String),
        // No quote, steps or messages yet.
        quoting: { quoteUrl: null, quoteTotal: null, quoteStatusLabel: null, history: [], thread: [] },
      });
      expect(Date.parse(request.submittedAt)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('accepts the reference in lower case, with spaces or without its dash, and the e-mail in any case', async () => {
    const { reference, email } = await sendContactMessage('0551234567');
    const code = reference.slice(4);
    for (const typed of [reference.toLowerCase(), ` MSG ${code} `, `MSG${code}`]) {
      const response = await track(typed, email.toUpperCase());
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().request.reference).toBe(reference);
    }
  });

  it('answers an unknown reference, a wrong phone and a wrong e-mail with the same 404', async () => {
    const { reference } = await sendContactMessage('0207654321');
    await expectNotFound(reference, '0207654320');
    await expectNotFound(reference, '207654');
    await expectNotFound(reference, 'someone.else@example.com');
    await expectNotFound('MSG-222222', '0207654321');
    await expectNotFound('XYZ-234567', '0207654321');
    // A reference of another kind's prefix is not found in this table.
    await expectNotFound(`USA-${reference.slice(4)}`, '0207654321');
  });

  it('finds a delivery request by the sender’s phone or e-mail or the receiver’s phone', async () => {
    const reference = createReference('DLV');
    const senderEmail = uniqueEmail('sender');
    await t.db.insert(deliveryRequests).values({
      reference,
      senderName: 'Kofi Boateng',
      senderPhone: '0241112222',
      senderEmail,
      senderCity: 'accra',
      senderPickupAddress: '12 Oxford Street, Osu',
      receiverName: 'Esi Boateng',
      receiverPhone: '+233 50 333 4444',
      receiverCity: 'kumasi',
      receiverDeliveryAddress: '4 Prempeh II Street, Adum',
      packageType: 'small_parcel',
      transportType: 'motorcycle',
      preferredPickupDate: '2030-01-15',
      preferredPickupTime: '10:00',
      urgencyLevel: 'regular',
      paymentMethod: 'pay_on_delivery',
    });
    for (const contact of ['024 111 2222', senderEmail, '0503334444']) {
      const response = await track(reference, contact);
      expect(response.statusCode, contact).toBe(200);
      expect(response.json().request).toMatchObject({
        kind: 'delivery',
        kindLabel: 'Delivery request',
        status: 'received',
        statusLabel: 'Received',
      });
    }
    await expectNotFound(reference, '0241112223');
  });

  it('finds a DHL shipment by its tracking id and shows the status the admin set', async () => {
    const trackingId = createReference('DHL');
    const email = uniqueEmail('dhl');
    const [row] = await t.db
      .insert(dhlShipments)
      .values({
        trackingId,
        fullName: 'Yaw Asante',
        contactNumber: '+233 27 555 6666',
        email,
        pickupAddress: '7 Ring Road Central, Accra',
        pickupCity: 'Accra',
        preferredPickupDate: '2030-02-01',
        preferredPickupTime: '09:00',
        packageDescription: 'Two books',
        destinationCountry: 'United Kingdom',
        destinationAddress: '221B Baker Street',
        destinationCity: 'London',
      })
      .returning();
    await t.db
      .update(dhlShipments)
      .set({ status: 'picked_up', updatedAt: new Date(row!.createdAt.getTime() + 3_600_000) })
      .where(eq(dhlShipments.id, row!.id));

    const response = await track(trackingId, '0275556666');
    expect(response.statusCode).toBe(200);
    const { request } = response.json();
    expect(request).toMatchObject({ kind: 'dhl', status: 'picked_up', statusLabel: 'Picked up' });
    expect(Date.parse(request.updatedAt) - Date.parse(request.submittedAt)).toBe(3_600_000);
    expect((await track(trackingId, email)).statusCode).toBe(200);
    await expectNotFound(trackingId, '0275556667');
  });

  it('finds a vendor registration by the business or contact details or the owner’s account e-mail', async () => {
    const accountEmail = uniqueEmail('owner');
    const [user] = await t.db
      .insert(users)
      .values({ id: `user-${Date.now()}`, name: 'Owner', email: accountEmail, emailVerified: true })
      .returning();
    const reference = createReference('VND');
    const businessEmail = uniqueEmail('business');
    await t.db.insert(vendorProfiles).values({
      reference,
      userId: user!.id,
      businessName: 'Makola Fabrics',
      businessEmail,
      businessPhone: '0302123456',
      contactPersonPhone: '0549876543',
      contactPersonEmail: null,
    });
    for (const contact of [businessEmail, accountEmail.toUpperCase(), '+233 30 212 3456', '054 987 6543']) {
      const response = await track(reference, contact);
      expect(response.statusCode, contact).toBe(200);
      expect(response.json().request).toMatchObject({
        kind: 'vendor',
        kindLabel: 'Vendor registration',
        status: 'pending_verification',
        statusLabel: 'Pending verification',
      });
    }
    await expectNotFound(reference, uniqueEmail('stranger'));
  });

  it('refuses a missing or malformed reference and a missing contact with 400', async () => {
    const cases: [unknown, unknown, string, string][] = [
      [undefined, '0241234567', 'reference', TRACK_MESSAGES.referenceInvalid],
      ['', '0241234567', 'reference', TRACK_MESSAGES.referenceInvalid],
      ['hello', '0241234567', 'reference', TRACK_MESSAGES.referenceInvalid],
      [42, '0241234567', 'reference', TRACK_MESSAGES.referenceInvalid],
      ['MSG-234567', '  ', 'contact', TRACK_MESSAGES.contactRequired],
      ['MSG-234567', undefined, 'contact', TRACK_MESSAGES.contactRequired],
    ];
    for (const [reference, contact, field, message] of cases) {
      const response = await track(reference, contact);
      expect(response.statusCode, `${reference} / ${contact}`).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
  });

  it('refuses an oversized body with 413', async () => {
    const response = await track('MSG-234567', 'x'.repeat(10_000));
    expect(response.statusCode).toBe(413);
  });
});

describe('lookup rate limit', () => {
  it('answers 429 with a message in words once an address has made its lookups, even for a match', async () => {
    const limited = await createTestApp({ env: { TRACK_LIMIT_PER_IP: '3' } });
    try {
      const submitted = await limited.app.inject({
        method: 'POST',
        url: '/api/requests/contact',
        headers: { origin: TEST_ORIGIN },
        payload: {
          name: 'Ama Owusu',
          email: uniqueEmail('limit'),
          phone: '0241234567',
          subject: 'Rate limit check',
          message: 'Checking that lookups are limited per address.',
        },
      });
      const { reference } = submitted.json();
      const lookup = (ip: string, contact = '0241234567') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/requests/track',
          remoteAddress: ip,
          headers: { origin: TEST_ORIGIN },
          payload: { reference, contact },
        });
      expect((await lookup('10.0.0.1', '0200000000')).statusCode).toBe(404);
      expect((await lookup('10.0.0.1', '0200000001')).statusCode).toBe(404);
      expect((await lookup('10.0.0.1')).statusCode).toBe(200);
      const refused = await lookup('10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/^Too many lookups\. Please wait .+ and try again\.$/);
      expect(refused.headers['retry-after']).toBeDefined();
      // Another address is not affected, and submitting forms has a counter of its own.
      expect((await lookup('10.0.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
