import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInGhana } from '../../../shared/requests/today';
import { dhlShipments } from '../../db/schema';
import { browser } from '../../test/fixtures';
import { expectFieldErrors } from '../../test/form-cases';
import { createTestApp, signUpVerified, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => todayInGhana(new Date(Date.now() + days * DAY));
const PATH = '/api/dhl/shipments';

const valid = () => ({
  fullName: 'Efua Asante',
  contactNumber: '0244 555 123',
  email: uniqueEmail('dhl'),
  pickupAddress: '7 Liberation Road, Airport Residential',
  pickupCity: 'Accra',
  pickupLandmark: '',
  preferredPickupDate: inDays(2),
  preferredPickupTime: '14:00',
  packageDescription: 'Kente cloth and shea butter gifts',
  weightKg: '3.25',
  dimensionsLengthCm: '40',
  dimensionsWidthCm: '30.5',
  dimensionsHeightCm: '',
  destinationCountry: 'United Kingdom',
  destinationAddress: '221B Baker Street, Marylebone',
  destinationCity: 'London',
  destinationPostalCode: '',
  needsDhlPackaging: true,
  specialInstructions: '',
});
const stored = async () => (await t.db.select({ n: count() }).from(dhlShipments))[0]!.n;

describe('POST /api/dhl/shipments', () => {
  it('refuses each missing or invalid field with the spec’s message and stores nothing', async () => {
    await expectFieldErrors(
      t,
      PATH,
      valid(),
      [
        ['fullName', undefined, 'Full name must be at least 2 characters'],
        ['fullName', 'E', 'Full name must be at least 2 characters'],
        ['contactNumber', '024455', 'Contact number must be at least 10 digits'],
        ['email', '', 'Please enter a valid email address'],
        ['email', 'efua@example', 'Please enter a valid email address'],
        ['pickupAddress', 'Osu', 'Please provide a detailed pickup address'],
        ['pickupCity', 'A', 'City is required'],
        ['preferredPickupDate', undefined, 'Pickup date is required'],
        ['preferredPickupDate', '12/05/2026', 'Pickup date is required'],
        ['preferredPickupDate', inDays(-1), 'Pickup date cannot be in the past'],
        ['preferredPickupDate', '2020-01-01', 'Pickup date cannot be in the past'],
        ['preferredPickupTime', '', 'Pickup time is required'],
        ['packageDescription', 'Box', "Please describe what you're shipping"],
        ['destinationCountry', '', 'Destination country is required'],
        ['destinationAddress', 'London', 'Please provide a detailed destination address'],
        ['destinationCity', undefined, 'Destination city is required'],
        ['weightKg', 'ten', 'Please enter the weight in kilograms (e.g. 2.5)'],
        ['dimensionsHeightCm', '-5', 'Please enter the height in centimetres (e.g. 30)'],
        ['needsDhlPackaging', 'yes', 'Must be yes or no.'],
      ],
      stored,
    );
  });

  it('stores a pending shipment whose tracking id is the DHL reference, numbers parsed, empties as null', async () => {
    const body = valid();
    const response = await browser(t).post(PATH, body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^DHL-[2-9A-HJ-NP-Z]{6}$/);

    const [row] = await t.db.select().from(dhlShipments).where(eq(dhlShipments.trackingId, reference));
    expect(row).toMatchObject({
      status: 'pending',
      userId: null,
      fullName: 'Efua Asante',
      contactNumber: '0244 555 123',
      pickupLandmark: null,
      preferredPickupDate: body.preferredPickupDate,
      preferredPickupTime: '14:00',
      weightKg: '3.25',
      dimensionsLengthCm: '40.00',
      dimensionsWidthCm: '30.50',
      dimensionsHeightCm: null,
      destinationPostalCode: null,
      needsDhlPackaging: true,
      specialInstructions: null,
      dhlTrackingNumber: null,
      quotedPriceGhs: null,
    });

    const mail = await t.lastEmailTo(body.email);
    expect(mail?.subject).toContain(reference);
    expect(mail?.text).toContain("We'll contact you within 24 hours to confirm pickup and provide a quote.");
    expect(mail?.text).toContain(`/track?reference=${reference}`);
  });

  it('accepts a pickup today; the packaging flag defaults to no', async () => {
    const { needsDhlPackaging: _, ...body } = valid();
    const response = await browser(t).post(PATH, { ...body, preferredPickupDate: todayInGhana() });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(dhlShipments)
      .where(eq(dhlShipments.trackingId, response.json().reference));
    expect(row!.needsDhlPackaging).toBe(false);
  });

  it('stores text as typed and ignores status, prices and tracking numbers sent by the browser', async () => {
    const response = await browser(t).post(PATH, {
      ...valid(),
      packageDescription: '<img src=x onerror=alert(1)> books',
      status: 'delivered',
      quotedPriceGhs: '1.00',
      dhlTrackingNumber: '123',
      trackingId: 'DHL-AAAAAA',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(dhlShipments)
      .where(eq(dhlShipments.trackingId, response.json().reference));
    expect(row).toMatchObject({
      packageDescription: '<img src=x onerror=alert(1)> books',
      status: 'pending',
      quotedPriceGhs: null,
      dhlTrackingNumber: null,
    });
  });

  it('files a signed-in customer’s request under their account', async () => {
    const { cookie } = await signUpVerified(t);
    const response = await browser(t, cookie).post(PATH, valid());
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(dhlShipments)
      .where(eq(dhlShipments.trackingId, response.json().reference));
    expect(row!.userId).toBeTruthy();
  });

  it('refuses an oversized body with 413 and stores nothing', async () => {
    const before = await stored();
    const response = await browser(t).post(PATH, { ...valid(), specialInstructions: 'x'.repeat(40_000) });
    expect(response.statusCode).toBe(413);
    expect(await stored()).toBe(before);
  });
});
