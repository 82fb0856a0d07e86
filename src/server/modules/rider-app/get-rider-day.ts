import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { startOfAccraDay } from '../../../shared/dates';
import { fromPesewas, toPesewas } from '../../../shared/money';
import { firstName, type RiderDay } from '../../../shared/riders/rider-jobs';
import { type Db, queryRows } from '../../db/client';
import { deliveryJobs } from '../../db/schema';
import { toRiderJob } from './rider-job-view';

const OPEN_STATUSES = ['assigned', 'picked_up', 'out_for_delivery', 'failed'] as const;

/**
 * The rider's day: the jobs still to do and those finished today, in the order of their time
 * windows (then as they were assigned), and the cash the rider holds: collected at the doors, any
 * day, less what the office recorded handed in (the same figures as the admin's /admin/cash).
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
  const [cash] = await queryRows<{ collected: string; handed_in: string }>(
    db,
    sql`SELECT
      (SELECT coalesce(sum(cash_collected), 0) FROM delivery_jobs
        WHERE rider_id = ${rider.id} AND status = 'delivered')::text AS collected,
      (SELECT coalesce(sum(amount), 0) FROM cash_handins
        WHERE rider_id = ${rider.id} AND kind = 'cash')::text AS handed_in`,
  );
  return {
    riderFirstName: firstName(rider.name),
    jobs: rows.map(toRiderJob),
    cashHeld: fromPesewas(toPesewas(cash!.collected) - toPesewas(cash!.handed_in)),
  };
}
