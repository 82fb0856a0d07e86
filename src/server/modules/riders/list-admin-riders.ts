import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { AdminRider, AdminRidersResponse, RiderApplication } from '../../../shared/riders/rider-words';
import type { Db } from '../../db/client';
import { deliveryJobs, riders, serviceRequests, users } from '../../db/schema';
import { availabilityWords, regionWords, vehicleWords } from './approve-rider';

/** The statuses of a job that is still the rider's to carry. */
const OPEN_JOB_STATUSES = ['assigned', 'picked_up', 'out_for_delivery', 'failed'] as const;

/** /admin/riders: every rider (active first), and the driver and rider applications still open. */
export async function listAdminRiders(db: Db): Promise<AdminRidersResponse> {
  const openJobs = db
    .select({ riderId: deliveryJobs.riderId, count: sql<number>`count(*)::int`.as('count') })
    .from(deliveryJobs)
    .where(inArray(deliveryJobs.status, OPEN_JOB_STATUSES))
    .groupBy(deliveryJobs.riderId)
    .as('open_jobs');
  const riderRows = await db
    .select({ rider: riders, name: users.name, email: users.email, openJobs: openJobs.count })
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .leftJoin(openJobs, eq(openJobs.riderId, riders.id))
    .orderBy(asc(riders.status), asc(users.name));
  const applicationRows = await db
    .select()
    .from(serviceRequests)
    .leftJoin(riders, eq(riders.applicationReference, serviceRequests.reference))
    .where(
      and(
        eq(serviceRequests.kind, 'driver_rider_application'),
        notInArray(serviceRequests.status, ['completed', 'cancelled']),
        isNull(riders.id),
      ),
    )
    .orderBy(desc(serviceRequests.createdAt))
    .limit(200);

  const list: AdminRider[] = riderRows.map(({ rider, name, email, openJobs: count }) => ({
    id: rider.id,
    name,
    email,
    phone: rider.phone,
    status: rider.status,
    vehicle: rider.vehicle,
    region: rider.region,
    regionLabel: regionWords(rider.region),
    cities: rider.cities,
    availability: rider.availability,
    applicationReference: rider.applicationReference,
    openJobs: count ?? 0,
    createdAt: rider.createdAt.toISOString(),
  }));
  const applications: RiderApplication[] = applicationRows.map(({ service_requests: row }) => {
    const details = row.details as Parameters<typeof vehicleWords>[0] & { region?: string; city?: string };
    return {
      reference: row.reference,
      name: row.name,
      email: row.email,
      phone: row.phone,
      applicationType: details.applicationType === 'driver' ? 'Driver' : 'Rider',
      vehicle: vehicleWords(details),
      regionLabel: regionWords(details.region ?? ''),
      city: details.city ?? '',
      availability: availabilityWords(details.availability),
      submittedAt: row.createdAt.toISOString(),
    };
  });
  return { riders: list, applications };
}
