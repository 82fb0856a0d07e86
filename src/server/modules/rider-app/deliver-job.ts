import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatDateTime } from '../../../shared/dates';
import { fromPesewas, toPesewas } from '../../../shared/money';
import {
  DELIVERY_CODE_MAX_ATTEMPTS,
  deliveredSms,
  firstName,
  mayMove,
  moveRefusal,
  RIDER_MESSAGES,
  type RiderJobResponse,
} from '../../../shared/riders/rider-jobs';
import type { deliverySchema } from '../../../shared/riders/rider-updates';
import { queueSms } from '../../adapters/sms/queue-sms';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import { deliveryJobEvents, deliveryJobs } from '../../db/schema';
import { AppError } from '../../errors';
import { isDeliveryCode } from '../../lib/delivery-code';
import type { OnceTransaction } from '../../lib/idempotency';
import type { Logger } from '../../lib/logger';
import { storedImageRefusal } from '../../lib/stored-images';
import { checkUpdateTime } from './check-update-time';
import { findRiderJob } from './find-rider-job';
import { moveSubjectOrder } from './move-subject-order';
import { toRiderJob } from './rider-job-view';

export interface DeliverJobOptions {
  rider: { id: string; name: string };
  jobId: string;
  input: z.output<typeof deliverySchema>;
  codeSecret: string;
  storage: Storage;
  now: Date;
  logger: Logger;
}

const lockedError = () => new AppError(423, 'JOB_LOCKED', RIDER_MESSAGES.locked);

/**
 * The rider marks a job delivered (docs/decisions/071): with the receiver's code, or a photo when
 * the receiver could not be sent one (flagged for the admin), and the cash collected (what was due,
 * or a reason). A wrong code counts, in its own transaction, before the delivery is refused; the
 * fifth locks the job until an admin releases it, and a locked job refuses even the right code.
 * `transaction` is answerOnce's: the delivery itself is stored once per Idempotency-Key.
 */
export async function deliverJob(
  db: Db,
  transaction: OnceTransaction<RiderJobResponse>,
  options: DeliverJobOptions,
): Promise<RiderJobResponse> {
  const { rider, input, now } = options;
  const at = checkUpdateTime(input.happenedAt, now);
  if (input.code) await countCode(db, options, input.code);
  return transaction(async (tx) => {
    const job = await findRiderJob(tx, rider.id, options.jobId, { forUpdate: true });
    if (job.lockedAt) throw lockedError();
    if (!mayMove(job.status, 'delivered')) {
      throw new AppError(409, 'STEP_OUT_OF_ORDER', moveRefusal(job.status, 'delivered'));
    }
    let proofKind: 'code' | 'photo';
    if (input.code) {
      // Counted above; checked again under the lock in case the job changed in between.
      if (!isDeliveryCode(options.codeSecret, job.id, input.code)) throw lockedError();
      proofKind = 'code';
    } else if (input.photoUrl && !job.onTheWaySmsAt) {
      const refusal = storedImageRefusal(options.storage, input.photoUrl, 'photoUrl');
      if (refusal) throw refusal;
      proofKind = 'photo';
    } else {
      throw new AppError(400, 'VALIDATION_ERROR', RIDER_MESSAGES.noProof, { code: RIDER_MESSAGES.noProof });
    }
    const collected = toPesewas(input.cashCollected);
    if (collected !== toPesewas(job.cashDue) && !input.cashReason) {
      throw new AppError(400, 'VALIDATION_ERROR', RIDER_MESSAGES.cashReason, {
        cashReason: RIDER_MESSAGES.cashReason,
      });
    }
    const [updated] = await tx
      .update(deliveryJobs)
      .set({
        status: 'delivered',
        deliveredAt: at,
        cashCollected: fromPesewas(collected),
        cashReason: input.cashReason,
        proofKind,
        proofPhotoUrl: proofKind === 'photo' ? input.photoUrl! : null,
        proofLatitude: input.latitude ?? null,
        proofLongitude: input.longitude ?? null,
        updatedAt: now,
      })
      .where(eq(deliveryJobs.id, job.id))
      .returning();
    await tx.insert(deliveryJobEvents).values({
      jobId: job.id,
      status: 'delivered',
      riderId: rider.id,
      note: proofKind === 'photo' ? 'Proved by photo' : 'Proved by the receiver’s code',
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      happenedAt: at,
    });
    await moveSubjectOrder(tx, job, 'delivered', `Delivered by ${firstName(rider.name)}`);
    await queueSms(tx, {
      to: job.receiverPhone,
      text: deliveredSms(job.subjectReference, formatDateTime(at)),
    });
    options.logger.info(
      { jobId: job.id, proof: proofKind, happenedAt: at.toISOString() },
      'delivery job delivered',
    );
    return { job: toRiderJob(updated!) };
  });
}

/** A wrong code is counted and kept even though the delivery is refused; the fifth locks the job. */
async function countCode(db: Db, options: DeliverJobOptions, code: string): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const job = await findRiderJob(tx, options.rider.id, options.jobId, { forUpdate: true });
    if (job.lockedAt) return { locked: true, left: 0 };
    if (job.status !== 'out_for_delivery') return { locked: false, left: null };
    if (isDeliveryCode(options.codeSecret, job.id, code)) return { locked: false, left: null };
    const attempts = job.codeAttempts + 1;
    const locked = attempts >= DELIVERY_CODE_MAX_ATTEMPTS;
    await tx
      .update(deliveryJobs)
      .set({ codeAttempts: sql`${deliveryJobs.codeAttempts} + 1`, ...(locked && { lockedAt: options.now }) })
      .where(eq(deliveryJobs.id, job.id));
    options.logger.warn({ jobId: job.id, attempts, locked }, 'wrong delivery code');
    return { locked, left: DELIVERY_CODE_MAX_ATTEMPTS - attempts };
  });
  if (outcome.locked) throw lockedError();
  if (outcome.left !== null) {
    const message = RIDER_MESSAGES.wrongCode(outcome.left);
    throw new AppError(422, 'WRONG_CODE', message, { code: message });
  }
}
