import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliveryJobs, riders, users } from '../db/schema';
import { sessionCookie, signUpVerified, TEST_ORIGIN, type TestApp, uniqueEmail } from './test-app';

export type DeliveryJobInsert = typeof deliveryJobs.$inferInsert;

/**
 * Makes a user a rider, as an admin's approval will (docs/decisions/071): role rider and an active
 * rider record. Used by the API tests and the browser tests' server.
 */
export async function makeRider(
  db: Db,
  userId: string,
  options: { name?: string; phone?: string; status?: 'active' | 'suspended' } = {},
) {
  await db
    .update(users)
    .set({ role: 'rider', ...(options.name && { name: options.name }) })
    .where(eq(users.id, userId));
  const [rider] = await db
    .insert(riders)
    .values({
      userId,
      status: options.status ?? 'active',
      phone: options.phone ?? '0241234567',
      vehicle: 'motorbike',
      region: 'greater-accra',
      cities: ['Accra'],
    })
    .returning();
  return rider!;
}

/** A delivery job, assigned to `riderId` when given, with plausible defaults. */
export async function insertDeliveryJob(db: Db, overrides: Partial<DeliveryJobInsert> = {}) {
  const [job] = await db
    .insert(deliveryJobs)
    .values({
      kind: 'delivery_request',
      subjectReference: `DLV-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      status: overrides.riderId ? 'assigned' : 'unassigned',
      assignedAt: overrides.riderId ? new Date() : null,
      pickupAddress: 'GhanaMart warehouse, Spintex Road',
      pickupCity: 'Accra',
      receiverName: 'Ama Owusu',
      receiverPhone: '0551234567',
      dropoffRegion: 'greater-accra',
      dropoffCity: 'Accra',
      dropoffAddress: '12 Oxford Street, Osu',
      landmark: 'Opposite the Koala supermarket',
      gpsAddress: 'GA-183-8164',
      cashDue: '120.00',
      ...overrides,
    })
    .returning();
  return job!;
}

/** A signed-in rider of the test app: its session cookie, user and rider record. */
export async function signInRider(
  t: TestApp,
  options: { name?: string; status?: 'active' | 'suspended' } = {},
) {
  const { email, password } = await signUpVerified(t, uniqueEmail('rider'));
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const rider = await makeRider(t.db, user!.id, {
    name: options.name ?? 'Kwame Mensah',
    status: options.status,
  });
  // Signed in again after the role changed, as the rider does after setting the password.
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`rider sign-in failed: ${response.body}`);
  return { email, cookie: sessionCookie(response.headers), user: user!, rider };
}
