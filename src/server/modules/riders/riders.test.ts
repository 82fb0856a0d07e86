import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ADMIN_RIDER_STATUS, API_ADMIN_RIDERS, apiPath } from '../../../shared/api-paths';
import type { AdminRidersResponse } from '../../../shared/riders/rider-words';
import { adminActivity, riders, serviceRequests, smsOutbox, users } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser } from '../../test/fixtures';
import {
  createTestApp,
  firstLink,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
  uniqueEmail,
} from '../../test/test-app';

let t: TestApp;
let admin: ReturnType<typeof browser>;
beforeAll(async () => {
  t = await createTestApp();
  admin = browser(t, (await signInAdmin(t)).cookie);
}, 120_000);
afterAll(() => t.close());

/** An applicant sends the driver and rider application form; returns its reference and e-mail. */
async function apply(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('rider');
  const response = await browser(t).post('/api/requests/driver-rider-application', {
    fullName: 'Yaw Darko',
    email,
    phone: '055 123 4567',
    dateOfBirth: '1995-06-15',
    address: 'House 4, Dansoman Last Stop',
    city: 'Dansoman',
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
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { reference: response.json().reference as string, email };
}

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
const setPassword = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { origin: TEST_ORIGIN },
    payload: { token, newPassword },
  });

describe('/api/admin/riders', () => {
  it('lists an open application, approves it into a rider account with a one-time password link', async () => {
    const { reference, email } = await apply();
    const listed = (await admin.get(API_ADMIN_RIDERS)).json() as AdminRidersResponse;
    expect(listed.applications.find((a) => a.reference === reference)).toMatchObject({
      name: 'Yaw Darko',
      vehicle: 'Motorcycle',
      regionLabel: 'Greater Accra',
      city: 'Dansoman',
    });

    const approved = await admin.post(API_ADMIN_RIDERS, { applicationReference: reference.toLowerCase() });
    expect(approved.statusCode, approved.body).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'rider', emailVerified: true, name: 'Yaw Darko' });
    const [rider] = await t.db.select().from(riders).where(eq(riders.userId, user!.id));
    expect(rider).toMatchObject({
      id: approved.json().riderId,
      applicationReference: reference,
      status: 'active',
      vehicle: 'Motorcycle',
      region: 'greater-accra',
      cities: ['Dansoman'],
      availability: 'Monday - Friday (9AM - 5PM); Evening shifts (5PM - 10PM)',
      phone: '055 123 4567',
    });
    const [application] = await t.db
      .select({ status: serviceRequests.status })
      .from(serviceRequests)
      .where(eq(serviceRequests.reference, reference));
    expect(application!.status).toBe('completed');
    const [entry] = await t.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.entityId, reference), eq(adminActivity.action, 'rider.approve')));
    expect(entry).toBeDefined();

    // The same link by e-mail and SMS; it sets the password once.
    const mail = await t.lastEmailTo(email);
    expect(mail!.subject).toBe('Welcome to GhanaMart delivery: set your password');
    const link = new URL(firstLink(mail!.text));
    expect(link.pathname).toBe('/reset-password');
    const texts = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+233551234567'));
    expect(
      texts.some(
        (sms) => sms.text.includes(`${reference} is approved`) && sms.text.includes(link.toString()),
      ),
    ).toBe(true);
    const token = link.searchParams.get('token')!;
    expect((await signIn(email, 'rider-pass-1')).statusCode).not.toBe(200);
    expect((await setPassword(token, 'rider-pass-1')).statusCode).toBe(200);
    const signedIn = await signIn(email, 'rider-pass-1');
    expect(signedIn.statusCode).toBe(200);
    const session = await browser(t, sessionCookie(signedIn.headers)).get('/api/auth/get-session');
    expect(session.json().user.role).toBe('rider');
    expect((await setPassword(token, 'someone-else-2')).statusCode).toBe(400);
    expect((await signIn(email, 'someone-else-2')).statusCode).not.toBe(200);

    // Approved once; the list no longer offers it and shows the rider.
    const again = await admin.post(API_ADMIN_RIDERS, { applicationReference: reference });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This application was already approved.');
    const after = (await admin.get(API_ADMIN_RIDERS)).json() as AdminRidersResponse;
    expect(after.applications.map((a) => a.reference)).not.toContain(reference);
    expect(after.riders.find((r) => r.applicationReference === reference)).toMatchObject({
      status: 'active',
      email,
      openJobs: 0,
    });
  });

  it('refuses an unknown or malformed application and changes nothing', async () => {
    const unknown = await admin.post(API_ADMIN_RIDERS, { applicationReference: 'APP-ZZZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Application not found.');
    const malformed = await admin.post(API_ADMIN_RIDERS, { applicationReference: 'DROP TABLE' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.applicationReference).toBe('Please choose an application');
  });

  it('suspends a rider (signed out, refused by the rider guard) and reinstates them, logged', async () => {
    const { reference, email } = await apply({ applicationType: 'driver', vehicleType: 'van' });
    const approved = await admin.post(API_ADMIN_RIDERS, { applicationReference: reference });
    const riderId = approved.json().riderId as string;
    const link = new URL(firstLink((await t.lastEmailTo(email))!.text));
    await setPassword(link.searchParams.get('token')!, 'rider-pass-1');
    const cookie = sessionCookie((await signIn(email, 'rider-pass-1')).headers);

    const suspend = await admin.post(apiPath(API_ADMIN_RIDER_STATUS, { id: riderId }), {
      status: 'suspended',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect((await browser(t, cookie).get('/api/auth/get-session')).json()).toBeNull();
    const [suspended] = await t.db.select().from(riders).where(eq(riders.id, riderId));
    expect(suspended!.status).toBe('suspended');
    const listed = (await admin.get(API_ADMIN_RIDERS)).json() as AdminRidersResponse;
    expect(listed.riders.find((r) => r.id === riderId)).toMatchObject({
      status: 'suspended',
      vehicle: 'Van',
    });

    const reinstate = await admin.post(apiPath(API_ADMIN_RIDER_STATUS, { id: riderId }), {
      status: 'active',
    });
    expect(reinstate.statusCode).toBe(200);
    const entries = await t.db.select().from(adminActivity).where(eq(adminActivity.entityId, reference));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'rider.approve',
      'rider.reinstate',
      'rider.suspend',
    ]);

    const bad = await admin.post(apiPath(API_ADMIN_RIDER_STATUS, { id: riderId }), { status: 'fired' });
    expect(bad.statusCode).toBe(400);
    const missing = await admin.post(apiPath(API_ADMIN_RIDER_STATUS, { id: 'not-a-rider' }), {
      status: 'active',
    });
    expect(missing.statusCode).toBe(404);
  });
});
