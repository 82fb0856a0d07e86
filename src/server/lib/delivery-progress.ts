import { and, asc, eq } from 'drizzle-orm';
import { type DeliveryProgress, deliveryStepLabel } from '../../shared/riders/delivery-progress';
import { JOB_STATUS_LABELS } from '../../shared/riders/rider-words';
import type { Db } from '../db/client';
import { deliveryJobEvents, deliveryJobs, riders, users } from '../db/schema';

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? null;

/**
 * An order's delivery by a rider, for its timeline (the shopper's order page and the admin's order
 * view, docs/decisions/067): null until dispatch made its job. In lib/ because orders reads it and
 * dispatch writes it, and neither module may import the other both ways. The admin also reads each
 * step's note; the shopper only the steps and the rider's first name.
 */
export async function loadDeliveryProgress(
  db: Db,
  subject: { kind: 'deal_order' | 'dropshipping_order'; reference: string },
  options: { withNotes: boolean },
): Promise<DeliveryProgress | null> {
  const [job] = await db
    .select({ id: deliveryJobs.id, status: deliveryJobs.status, riderName: users.name })
    .from(deliveryJobs)
    .leftJoin(riders, eq(riders.id, deliveryJobs.riderId))
    .leftJoin(users, eq(users.id, riders.userId))
    .where(and(eq(deliveryJobs.kind, subject.kind), eq(deliveryJobs.subjectReference, subject.reference)));
  if (!job) return null;
  const events = await db
    .select({ event: deliveryJobEvents, riderName: users.name })
    .from(deliveryJobEvents)
    .leftJoin(riders, eq(riders.id, deliveryJobEvents.riderId))
    .leftJoin(users, eq(users.id, riders.userId))
    .where(eq(deliveryJobEvents.jobId, job.id))
    .orderBy(asc(deliveryJobEvents.happenedAt), asc(deliveryJobEvents.createdAt));
  const riderFirstName = firstName(job.riderName);
  return {
    riderFirstName,
    status: job.status,
    statusLabel: JOB_STATUS_LABELS[job.status] ?? job.status,
    steps: events.map(({ event, riderName }) => ({
      status: event.status,
      label: deliveryStepLabel(event.status, firstName(riderName)),
      at: event.happenedAt.toISOString(),
      note: options.withNotes ? event.note : null,
    })),
  };
}
