import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../../db/schema';
import { browser } from '../../test/fixtures';
import { expectFieldErrors } from '../../test/form-cases';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/requests/insurance';
const valid = () => ({
  firstName: 'Ama',
  lastName: 'Asante',
  email: uniqueEmail('insurance'),
  phone: '055 123 4567',
  address: '14 Independence Avenue, Ridge',
  city: 'Accra',
  insuranceType: 'travel',
  vehicleInfo: '',
  propertyInfo: '',
  deliveryAddress: 'Office 3, Airport City, Accra',
  deliveryTime: '',
  additionalInfo: '',
});
const stored = async () =>
  (await t.db.select({ n: count() }).from(serviceRequests).where(eq(serviceRequests.kind, 'insurance')))[0]!
    .n;
const rowOf = async (reference: string) =>
  (await t.db.select().from(serviceRequests).where(eq(serviceRequests.reference, reference)))[0]!;

describe('POST /api/requests/insurance', () => {
  it('refuses each missing or invalid field with its message and stores nothing', async () => {
    await expectFieldErrors(
      t,
      PATH,
      valid(),
      [
        ['firstName', '', 'First name is required'],
        ['lastName', undefined, 'Last name is required'],
        ['email', '', 'Please enter a valid email address'],
        ['email', 'ama.asante', 'Please enter a valid email address'],
        ['phone', '', 'Please enter a valid phone number'],
        ['address', ' ', 'Current address is required'],
        ['city', '', 'City is required'],
        ['insuranceType', '', 'Please select an insurance type'],
        ['insuranceType', 'pet', 'Please select an insurance type'],
        ['deliveryAddress', '', 'Delivery address is required'],
        ['deliveryTime', 'midnight', 'Please select a delivery time'],
      ],
      stored,
    );
  });

  it('requires vehicle information for motor insurance and property information for property insurance', async () => {
    await expectFieldErrors(
      t,
      PATH,
      { ...valid(), insuranceType: 'motor' },
      [
        ['vehicleInfo', '', 'Vehicle information is required for motor insurance'],
        ['vehicleInfo', undefined, 'Vehicle information is required for motor insurance'],
      ],
      stored,
    );
    await expectFieldErrors(
      t,
      PATH,
      { ...valid(), insuranceType: 'property' },
      [['propertyInfo', '  ', 'Property information is required for property insurance']],
      stored,
    );
  });

  it('stores a motor request with an INS reference and e-mails the spec’s next step', async () => {
    const body = {
      ...valid(),
      insuranceType: 'motor',
      vehicleInfo: 'Toyota Corolla 2018, GR 1234-20',
      propertyInfo: 'typed before switching to motor',
      deliveryTime: 'afternoon',
      additionalInfo: '<b>Comprehensive</b> cover please',
    };
    const response = await browser(t).post(PATH, body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^INS-[2-9A-HJ-NP-Z]{6}$/);

    const row = await rowOf(reference);
    expect(row).toMatchObject({
      kind: 'insurance',
      name: 'Ama Asante',
      email: body.email,
      phone: body.phone,
    });
    // Property information belongs to property insurance only.
    expect(row.details).toEqual({ ...body, propertyInfo: null });

    const mail = await t.lastEmailTo(body.email);
    expect(mail?.subject).toBe(`Insurance request received: ${reference}`);
    expect(mail?.text).toContain(
      "We'll contact you within 24 hours to process your insurance request and arrange document delivery.",
    );
    expect(mail?.text).toContain(`/track?reference=${reference}`);
  });

  it('stores a property request with its property information and blank optionals as null', async () => {
    const body = { ...valid(), insuranceType: 'property', propertyInfo: '3-bedroom house, East Legon' };
    const response = await browser(t).post(PATH, body);
    expect(response.statusCode).toBe(201);
    const row = await rowOf(response.json().reference);
    expect(row.details).toMatchObject({
      insuranceType: 'property',
      propertyInfo: '3-bedroom house, East Legon',
      vehicleInfo: null,
      deliveryTime: null,
      additionalInfo: null,
    });
  });
});
