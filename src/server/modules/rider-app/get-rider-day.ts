import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { startOfAccraDay } from '../../../shared/dates';
import { sumAmounts } from '../../../shared/money';
import { firstName, type RiderDay } from '../../../shared/riders/rider-jobs';
import type { Db } from '../../db/client';
import { deliveryJobs } from '../../db/schema';
import { toRiderJob } from './rider-job-view';

const OPEN_STATUSES = ['assigned', 'picked_up', 'out_for_delivery', 'failed'] as const;

/**
 * The rider's day: the jobs still to do and those finished today, in the order of their time
 * windows (then as they were assigned), and the cash collected today.
 */
export async function getRiderDay(db: Db, rider: { id: string; name: string }, now: Date): Promise<RiderDay> {
  const today = startOfAccraDay(now);
  const rows = await db
    .select()
    .from(deliveryJobs)
    .where(
      and(
        eq(deliveryJobs.riderId, rider.id),
        or(
          inArray(deliveryJobs.status, [...OPEN_STATUSES]),
          and(eq(deliveryJobs.status, 'delivered'), gte(deliveryJobs.deliveredAt, today)),
        ),
      ),
    )
    .orderBy(
      sql`${deliveryJobs.status} = 'delivered'`,
      sql`${deliveryJobs.windowStart} ASC NULLS LAST`,
      asc(deliveryJobs.assignedAt),
      asc(deliveryJobs.createdAt),
    );
  const collected = rows
    .filter((job) => job.status === 'delivered' && job.cashCollected !== null)
    .map((job) => job.cashCollected!);
  return {
    riderFirstName: firstName(rider.name),
    jobs: rows.map(toRiderJob),
    collectedToday: sumAmounts(collected),
  };
}
