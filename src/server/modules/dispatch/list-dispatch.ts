import { and, asc, eq, gte, notInArray, or, sql } from 'drizzle-orm';
import { startOfAccraDay } from '../../../shared/dates';
import { GHANA_REGIONS } from '../../../shared/ghana-regions';
import {
  type DispatchJob,
  type DispatchResponse,
  JOB_KIND_LABELS,
  JOB_STATUS_LABELS,
} from '../../../shared/riders/rider-words';
import type { Db } from '../../db/client';
import { deliveryJobs, riders, users } from '../../db/schema';
import { createDeliveryJobs } from './create-delivery-jobs';

const regionLabel = (region: string) => (GHANA_REGIONS.labels as Record<string, string>)[region] ?? region;

/**
 * /admin/dispatch: the jobs still to deliver (waiting first, then oldest first) and those finished
 * today, and the active riders to give them to, after bringing the jobs up to date. The receiver's
 * delivery code is never part of it.
 */
export async function listDispatch(
  db: Db,
  options: { shopPickup: { address: string; city: string }; now?: Date },
): Promise<DispatchResponse> {
  const { shopPickup, now = new Date() } = options;
  await createDeliveryJobs(db, shopPickup);
  const rows = await db
    .select({ job: deliveryJobs, riderName: users.name })
    .from(deliveryJobs)
    .leftJoin(riders, eq(riders.id, deliveryJobs.riderId))
    .leftJoin(users, eq(users.id, riders.userId))
    .where(
      or(
        notInArray(deliveryJobs.status, ['delivered', 'cancelled']),
        gte(deliveryJobs.updatedAt, startOfAccraDay(now)),
      ),
    )
    .orderBy(sql`${deliveryJobs.status} = 'unassigned' DESC`, asc(deliveryJobs.createdAt))
    .limit(500);
  const riderRows = await db
    .select({ rider: riders, name: users.name })
    .from(riders)
    .innerJoin(users, eq(users.id, riders.userId))
    .where(and(eq(riders.status, 'active')))
    .orderBy(asc(users.name));

  const jobs: DispatchJob[] = rows.map(({ job, riderName }) => ({
    id: job.id,
    kind: job.kind,
    kindLabel: JOB_KIND_LABELS[job.kind] ?? job.kind,
    subjectReference: job.subjectReference,
    status: job.status,
    statusLabel: JOB_STATUS_LABELS[job.status] ?? job.status,
    riderId: job.riderId,
    riderName,
    assignedAt: job.assignedAt?.toISOString() ?? null,
    pickupAddress: job.pickupAddress,
    pickupCity: job.pickupCity,
    receiverName: job.receiverName,
    receiverPhone: job.receiverPhone,
    dropoffRegion: job.dropoffRegion ? regionLabel(job.dropoffRegion) : '',
    dropoffCity: job.dropoffCity,
    dropoffAddress: job.dropoffAddress,
    landmark: job.landmark,
    gpsAddress: job.gpsAddress,
    cashDue: job.cashDue,
    windowStart: job.windowStart?.toISOString() ?? null,
    windowEnd: job.windowEnd?.toISOString() ?? null,
    deliveredAt: job.deliveredAt?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
  }));
  return {
    jobs,
    riders: riderRows.map(({ rider, name }) => ({
      id: rider.id,
      name,
      region: rider.region,
      regionLabel: regionLabel(rider.region),
      cities: rider.cities,
      vehicle: rider.vehicle,
      availability: rider.availability,
    })),
  };
}
