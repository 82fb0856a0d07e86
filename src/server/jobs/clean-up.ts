import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys, rateLimits, sessions, simulatedPayments, verifications } from '../db/schema';
import { IDEMPOTENCY_KEY_MS } from '../lib/idempotency';

/** Rate-limit windows are minutes long; a row whose window started a day ago counts nothing. */
const RATE_LIMIT_ROW_MS = 24 * 60 * 60 * 1000;
/** The simulated provider's records outlive every check of their attempts (24 hours) by far. */
const SIMULATED_PAYMENT_MS = 30 * 24 * 60 * 60 * 1000;

export interface CleanUpReport {
  sessions: number;
  verifications: number;
  rateLimits: number;
  simulatedPayments: number;
  idempotencyKeys: number;
}

/** The clean-up job: rows that no longer mean anything. */
export async function cleanUp(db: Db, options: { now: Date }): Promise<CleanUpReport> {
  const { now } = options;
  const before = (ms: number) => new Date(now.getTime() - ms);
  const count = { n: sql<number>`1` };
  return {
    sessions: (await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning(count)).length,
    verifications: (await db.delete(verifications).where(lt(verifications.expiresAt, now)).returning(count))
      .length,
    rateLimits: (
      await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStartedAt, before(RATE_LIMIT_ROW_MS)))
        .returning(count)
    ).length,
    simulatedPayments: (
      await db
        .delete(simulatedPayments)
        .where(lt(simulatedPayments.createdAt, before(SIMULATED_PAYMENT_MS)))
        .returning(count)
    ).length,
    idempotencyKeys: (
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before(IDEMPOTENCY_KEY_MS)))
        .returning(count)
    ).length,
  };
}
