import { RIDER_MESSAGES } from '../../../shared/riders/rider-jobs';
import { AppError } from '../../errors';

/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SLACK_MS = 5 * 60 * 1000;
/** The offline queue gives up on an update after a day; the server refuses one older still. */
const OLDEST_MS = 24 * 60 * 60 * 1000;

/** The rider's time of an update: when it happened, even when it is sent later from offline. */
export function checkUpdateTime(happenedAt: string, now: Date): Date {
  const at = new Date(happenedAt);
  if (at.getTime() > now.getTime() + CLOCK_SLACK_MS) {
    throw new AppError(400, 'VALIDATION_ERROR', RIDER_MESSAGES.future, { happenedAt: RIDER_MESSAGES.future });
  }
  if (at.getTime() < now.getTime() - OLDEST_MS) {
    throw new AppError(400, 'VALIDATION_ERROR', RIDER_MESSAGES.tooOld, { happenedAt: RIDER_MESSAGES.tooOld });
  }
  return at;
}
