import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInGhana } from '../../../shared/requests/today';
import { serviceRequests } from '../../db/schema';
import { browser } from '../../test/fixtures';
import { expectFieldErrors } from '../../test/form-cases';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/requests/driver-rider-application';
/** The date `years` years ago, shifted by `days`. */
function yearsAgo(years: number, days = 0) {
  const date = new Date(`${todayInGhana()}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const valid = () => ({
  fullName: 'Yaw Darko',
  email: uniqueEmail('rider'),
  phone: '055 123 4567',
  dateOfBirth: '1995-06-15',
  address: 'House 4, Dansoman Last Stop',
  city: 'Accra',
  region: 'greater-accra',
  applicationType: 'rider',
  vehicleType: 'motorcycle',
  licensePlate: 'GR 1234-21',
  licenseNumber: 'DL-889900',
  yearsOfExperience: '3-5',
  emergencyContactName: 'Akosua Darko',
  emergencyContactPhone: '024 765 4321',
  availability: ['weekdays', 'evenings'],
  additionalInfo: '',
  agreeToTerms: true,
});
const stored = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(serviceRequests)
      .where(eq(serviceRequests.kind, 'driver_rider_application'))
  )[0]!.n;

describe('POST /api/requests/driver-rider-application', () => {
  it('refuses each missing or invalid field with the spec’s message and stores nothing', async () => {
    await expectFieldErrors(
      t,
      PATH,
      valid(),
      [
        ['fullName', 'Y', 'Full name must be at least 2 characters'],
        ['email', 'yaw.darko', 'Please enter a valid email address'],
        ['phone', '055 123', 'Phone number must be at least 10 digits'],
        ['dateOfBirth', '', 'Date of birth is required'],
        ['dateOfBirth', 'yesterday', 'Date of birth is required'],
        ['dateOfBirth', yearsAgo(18, 1), 'You must be at least 18 years old to apply'],
        ['address', 'Osu', 'Address must be at least 5 characters'],
        ['city', '', 'City is required'],
        ['region', '', 'Region is required'],
        ['region', 'lagos', 'Region is required'],
        ['applicationType', undefined, 'Please select application type'],
        ['applicationType', 'pilot', 'Please select application type'],
        ['vehicleType', 'sedan', 'Please select a vehicle type from the list for your application type'],
        ['vehicleType', 'helicopter', 'Please select a vehicle type from the list for your application type'],
        ['licenseNumber', ' ', 'License number is required'],
        ['yearsOfExperience', '', 'Years of experience is required'],
        ['emergencyContactName', 'A', 'Emergency contact name must be at least 2 characters'],
        ['emergencyContactPhone', '024', 'Emergency contact phone must be at least 10 digits'],
        ['availability', [], 'Please select at least one availability option'],
        ['availability', undefined, 'Please select at least one availability option'],
        ['availability', false, 'Please select at least one availability option'],
        ['agreeToTerms', false, 'You must agree to the terms and conditions'],
        ['agreeToTerms', undefined, 'You must agree to the terms and conditions'],
      ],
      stored,
    );
  });

  it('stores the application with an APP reference and e-mails the applicant', async () => {
    const body = { ...valid(), additionalInfo: '<b>Night</b> rider since 2019' };
    const response = await browser(t).post(PATH, body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^APP-[2-9A-HJ-NP-Z]{6}$/);

    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.reference, reference));
    expect(row).toMatchObject({
      kind: 'driver_rider_application',
      status: 'received',
      name: 'Yaw Darko',
      email: body.email,
      phone: '055 123 4567',
    });
    expect(row!.details).toMatchObject({
      applicationType: 'rider',
      vehicleType: 'motorcycle',
      region: 'greater-accra',
      availability: ['weekdays', 'evenings'],
      additionalInfo: '<b>Night</b> rider since 2019',
      agreeToTerms: true,
    });

    const mail = await t.lastEmailTo(body.email);
    expect(mail?.subject).toContain(reference);
    expect(mail?.text).toContain(
      "We'll review your application and get back to you within 2-3 business days.",
    );
  });

  it('accepts a driver with a car, or no vehicle at all, and an applicant turning 18 today', async () => {
    for (const change of [
      { applicationType: 'driver', vehicleType: 'suv' },
      { applicationType: 'driver', vehicleType: '', licensePlate: '' },
      { dateOfBirth: yearsAgo(18) },
    ]) {
      const response = await browser(t).post(PATH, { ...valid(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(201);
    }
  });
});
