import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { formatDateTime } from '../../../shared/dates';
import { toGhanaPhone } from '../../../shared/phone';
import {
  failedSms,
  firstName,
  mayMove,
  moveRefusal,
  onTheWaySms,
  type RiderJob,
} from '../../../shared/riders/rider-jobs';
import type { jobStepSchema } from '../../../shared/riders/rider-updates';
import { queueSms } from '../../adapters/sms/queue-sms';
import type { Db } from '../../db/client';
import { deliveryJobEvents, deliveryJobs } from '../../db/schema';
import { AppError } from '../../errors';
import { deliveryCode } from '../../lib/delivery-code';
import type { Logger } from '../../lib/logger';
import { checkUpdateTime } from './check-update-time';
import { findRiderJob } from './find-rider-job';
import { moveSubjectOrder } from './move-subject-order';
import { toRiderJob } from './rider-job-view';

export interface RecordJobStepOptions {
  rider: { id: string; name: string };
  jobId: string;
  input: z.output<typeof jobStepSchema>;
  /** The server's secret the receiver's code is derived with. */
  codeSecret: string;
  now: Date;
  logger: Logger;
}

/**
 * The rider marks a job picked up, on the way, or not delivered (with the reason and the next
 * attempt), at the time the rider made the update. Out of order is refused in words. On the way
 * texts the receiver the code once per job; a failed attempt texts the reason. Call it inside the
 * transaction that answers the update once (answerOnce).
 */
export async function recordJobStep(tx: Db, options: RecordJobStepOptions): Promise<RiderJob> {
  const { rider, input, now } = options;
  const at = checkUpdateTime(input.happenedAt, now);
  const job = await findRiderJob(tx, rider.id, options.jobId, { forUpdate: true });
  if (!mayMove(job.status, input.step)) {
    throw new AppError(409, 'STEP_OUT_OF_ORDER', moveRefusal(job.status, input.step));
  }
  const riderFirstName = firstName(rider.name);
  const changes: Partial<typeof deliveryJobs.$inferInsert> = { status: input.step, updatedAt: now };
  const nextAttemptAt = input.step === 'failed' && input.nextAttemptAt ? new Date(input.nextAttemptAt) : null;
  if (input.step === 'failed') {
    changes.failureReason = input.reason!;
    changes.nextAttemptAt = nextAttemptAt;
    await queueSms(tx, {
      to: job.receiverPhone,
      text: failedSms(job.subjectReference, input.reason!, nextAttemptAt && formatDateTime(nextAttemptAt)),
    });
  }
  if (input.step === 'out_for_delivery') {
    await moveSubjectOrder(tx, job, 'out_for_delivery', `${riderFirstName} is on the way`);
    // Marked only when the receiver's phone can get it: a delivery proved by photo needs no code.
    if (!job.onTheWaySmsAt && toGhanaPhone(job.receiverPhone)) {
      changes.onTheWaySmsAt = now;
      await queueSms(tx, {
        to: job.receiverPhone,
        text: onTheWaySms(riderFirstName, deliveryCode(options.codeSecret, job.id)),
      });
    }
  }
  const [updated] = await tx.update(deliveryJobs).set(changes).where(eq(deliveryJobs.id, job.id)).returning();
  await tx.insert(deliveryJobEvents).values({
    jobId: job.id,
    status: input.step,
    riderId: rider.id,
    reason: input.step === 'failed' ? input.reason! : null,
    nextAttemptAt,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    happenedAt: at,
  });
  options.logger.info({ jobId: job.id, step: input.step, happenedAt: at.toISOString() }, 'delivery job step');
  return toRiderJob(updated!);
}
