import {
  DELIVERY_CODE_MAX_ATTEMPTS,
  DELIVERY_JOB_STATUS_LABELS,
  isClosedJob,
  type RiderJob,
} from '../../../shared/riders/rider-jobs';
import type { deliveryJobs } from '../../db/schema';

type JobRow = typeof deliveryJobs.$inferSelect;

/** A job as its rider sees it: the receiver's phone only while the job is open. */
export function toRiderJob(job: JobRow): RiderJob {
  return {
    id: job.id,
    kind: job.kind,
    reference: job.subjectReference,
    status: job.status,
    statusLabel: DELIVERY_JOB_STATUS_LABELS[job.status],
    pickupAddress: job.pickupAddress,
    pickupCity: job.pickupCity,
    receiverName: job.receiverName,
    receiverPhone: isClosedJob(job.status) ? null : job.receiverPhone,
    dropoffAddress: job.dropoffAddress,
    dropoffCity: job.dropoffCity,
    landmark: job.landmark,
    gpsAddress: job.gpsAddress,
    cashDue: job.cashDue,
    cashCollected: job.cashCollected,
    windowStart: job.windowStart?.toISOString() ?? null,
    windowEnd: job.windowEnd?.toISOString() ?? null,
    failureReason: job.failureReason,
    nextAttemptAt: job.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: job.deliveredAt?.toISOString() ?? null,
    locked: job.lockedAt !== null,
    codeAttemptsLeft: Math.max(0, DELIVERY_CODE_MAX_ATTEMPTS - job.codeAttempts),
    photoAllowed: job.onTheWaySmsAt === null,
  };
}
