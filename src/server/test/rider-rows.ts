import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deliveryJobs, riders, users } from '../db/schema';

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
