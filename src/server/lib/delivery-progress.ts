import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  type AdminDeliveryProof,
  type AdminDeliveryStep,
  type DeliveryProgress,
  deliveryStepLabel,
} from '../../shared/riders/delivery-progress';
import { type DeliveryJobStatus, failureReasonLabel, firstName } from '../../shared/riders/rider-jobs';
import { JOB_STATUS_LABELS } from '../../shared/riders/rider-words';
import type { Db } from '../db/client';
import { deliveryJobEvents, deliveryJobs, riders, users } from '../db/schema';

export type DeliverySubjectKind = (typeof deliveryJobs.$inferSelect)['kind'];

/** The statuses a shopper's timeline shows (the admin's own steps, such as a release, are not news). */
const SHOWN_STEPS = new Set(['assigned', 'picked_up', 'out_for_delivery', 'failed', 'delivered']);

/**
 * The delivery of an order or request (docs/decisions/067 and 071), for the order page and /track:
 * null until a rider has it. Never the code: the order page adds it for whoever may see it. In lib/
 * because orders reads it while dispatch and the rider's app write it, and neither module may import
 * the other both ways.
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
  const events = await loadEvents(db, job.id);
  const attempts = events
    .map(({ event }) => event)
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
    statusLabel: JOB_STATUS_LABELS[status] ?? status,
    onTheWay: status === 'out_for_delivery',
    attempts,
    deliveredAt: job.deliveredAt?.toISOString() ?? null,
    proof: job.status === 'delivered' ? job.proofKind : null,
    steps: events
      .filter(({ event }) => SHOWN_STEPS.has(event.status))
      .map(({ event, riderName }) => ({
        status: event.status,
        label: deliveryStepLabel(event.status, riderName ? firstName(riderName) : null),
        at: event.happenedAt.toISOString(),
      })),
  };
}

/**
 * Every step of an order's delivery with its note ("Reassigned to Esi Owusu"), for the admin's
 * single order view only: the notes name riders in full, which the shopper never reads.
 */
export async function loadDeliverySteps(
  db: Db,
  kind: DeliverySubjectKind,
  reference: string,
): Promise<AdminDeliveryStep[]> {
  const [job] = await db
    .select({ id: deliveryJobs.id })
    .from(deliveryJobs)
    .where(and(eq(deliveryJobs.kind, kind), eq(deliveryJobs.subjectReference, reference)))
    .limit(1);
  if (!job) return [];
  const events = await loadEvents(db, job.id);
  return events.map(({ event, riderName }) => ({
    status: event.status,
    label: deliveryStepLabel(event.status, riderName ? firstName(riderName) : null),
    at: event.happenedAt.toISOString(),
    note: event.note,
  }));
}

/** A job's events in the order they happened, each with the name of the rider it names. */
function loadEvents(db: Db, jobId: string) {
  return db
    .select({ event: deliveryJobEvents, riderName: users.name })
    .from(deliveryJobEvents)
    .leftJoin(riders, eq(riders.id, deliveryJobEvents.riderId))
    .leftJoin(users, eq(users.id, riders.userId))
    .where(eq(deliveryJobEvents.jobId, jobId))
    .orderBy(asc(deliveryJobEvents.happenedAt), asc(deliveryJobEvents.createdAt));
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
      statusLabel: JOB_STATUS_LABELS[job.status] ?? job.status,
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
