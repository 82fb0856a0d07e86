import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { AdminDeliveryProof, DeliveryProgress } from '../../shared/rider/delivery-progress';
import {
  DELIVERY_JOB_STATUS_LABELS,
  type DeliveryJobStatus,
  failureReasonLabel,
  firstName,
} from '../../shared/rider/rider-jobs';
import type { Db } from '../db/client';
import { deliveryJobEvents, deliveryJobs, riders, users } from '../db/schema';

export type DeliverySubjectKind = (typeof deliveryJobs.$inferSelect)['kind'];

/** The statuses a shopper's timeline shows (the admin's own steps, such as a release, are not news). */
const SHOWN_STEPS = new Set(['assigned', 'picked_up', 'out_for_delivery', 'failed', 'delivered']);

/**
 * The delivery of an order or request (docs/decisions/071), for the order page and /track: null
 * until a rider has it. Never the code: the order page adds it for whoever may see it.
 */
export async function loadDeliveryProgress(
  db: Db,
  kind: DeliverySubjectKind,
  reference: string,
): Promise<(DeliveryProgress & { jobId: string }) | null> {
  const [row] = await db
    .select({ job: deliveryJobs, riderName: users.name })
    .from(deliveryJobs)
    .leftJoin(riders, eq(riders.id, deliveryJobs.riderId))
    .leftJoin(users, eq(users.id, riders.userId))
    .where(
      and(
        eq(deliveryJobs.kind, kind),
        eq(deliveryJobs.subjectReference, reference),
        ne(deliveryJobs.status, 'unassigned'),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { job } = row;
  const events = await db
    .select()
    .from(deliveryJobEvents)
    .where(eq(deliveryJobEvents.jobId, job.id))
    .orderBy(asc(deliveryJobEvents.happenedAt), asc(deliveryJobEvents.createdAt));
  const attempts = events
    .filter((event) => event.status === 'failed')
    .map((event) => ({
      at: event.happenedAt.toISOString(),
      reasonLabel: failureReasonLabel(event.reason ?? ''),
      nextAttemptAt: event.nextAttemptAt?.toISOString() ?? null,
    }));
  const status = job.status as DeliveryJobStatus;
  return {
    jobId: job.id,
    riderFirstName: row.riderName ? firstName(row.riderName) : null,
    status,
    statusLabel: DELIVERY_JOB_STATUS_LABELS[status],
    onTheWay: status === 'out_for_delivery',
    attempts,
    deliveredAt: job.deliveredAt?.toISOString() ?? null,
    proof: job.status === 'delivered' ? job.proofKind : null,
    steps: events
      .filter((event) => SHOWN_STEPS.has(event.status))
      .map((event) => ({
        status: event.status,
        label: DELIVERY_JOB_STATUS_LABELS[event.status as DeliveryJobStatus] ?? event.status,
        at: event.happenedAt.toISOString(),
      })),
  };
}

/** The admin's view of the deliveries of these orders, by reference (docs/decisions/071). */
export async function loadDeliveryProofs(
  db: Db,
  kind: DeliverySubjectKind,
  references: readonly string[],
): Promise<Map<string, AdminDeliveryProof>> {
  const byReference = new Map<string, AdminDeliveryProof>();
  if (references.length === 0) return byReference;
  const rows = await db
    .select({ job: deliveryJobs, riderName: users.name })
    .from(deliveryJobs)
    .leftJoin(riders, eq(riders.id, deliveryJobs.riderId))
    .leftJoin(users, eq(users.id, riders.userId))
    .where(and(eq(deliveryJobs.kind, kind), inArray(deliveryJobs.subjectReference, [...references])));
  for (const { job, riderName } of rows) {
    byReference.set(job.subjectReference, {
      jobId: job.id,
      riderName,
      status: job.status,
      statusLabel: DELIVERY_JOB_STATUS_LABELS[job.status],
      deliveredAt: job.deliveredAt?.toISOString() ?? null,
      proof: job.proofKind,
      photoUrl: job.proofPhotoUrl,
      latitude: job.proofLatitude,
      longitude: job.proofLongitude,
      cashDue: job.cashDue,
      cashCollected: job.cashCollected,
      cashReason: job.cashReason,
      locked: job.lockedAt !== null,
      wrongCodes: job.codeAttempts,
      lastFailure: job.failureReason
        ? {
            at: job.updatedAt.toISOString(),
            reasonLabel: failureReasonLabel(job.failureReason),
            nextAttemptAt: job.nextAttemptAt?.toISOString() ?? null,
          }
        : null,
    });
  }
  return byReference;
}
