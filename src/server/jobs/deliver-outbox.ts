import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import type { Logger } from '../lib/logger';

/** What a channel's send gets beside the message. */
export interface Delivery {
  /**
   * The outbox row's id: the same on every attempt at one message, so that a resend after a crash
   * can be recognised (the e-mail's Message-ID, the gateway's client reference).
   */
  id: string;
  /** Aborted when this run can no longer be sure it holds the message: the send must stop. */
  signal: AbortSignal;
}

/**
 * One kind of outgoing message (e-mail, SMS) kept in an outbox table with the delivery columns
 * status, attempts, last_error, next_attempt_at, sent_at (docs/decisions/033, 054).
 */
export interface OutboxChannel<Message> {
  /** The outbox table's name. */
  table: string;
  /** The message of a row as the database returns it (snake_case columns). */
  toMessage(row: Record<string, unknown>): Message;
  /** Throws when the message was not accepted. */
  send(message: Message, delivery: Delivery): Promise<void>;
}

export interface DeliveryOptions {
  /** When the run starts; the run's clock moves on from it. */
  now: Date;
  maxAttempts: number;
  /** Rows handled in one run at most, so that a run (and a shutdown waiting for it) stays short. */
  maxPerRun?: number;
  /** CLAIM_LEASE_MS unless given (tests shorten it rather than wait). */
  leaseMs?: number;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * A claimed row is its sender's for this long, renewed every third of it while the send lasts: a
 * process that dies holding it (killed, or cut off from the database) gives it back this soon
 * (docs/decisions/054). A send whose claim was not renewed is stopped a sixth of it before it runs
 * out, a margin for the clocks of several instances.
 */
export const CLAIM_LEASE_MS = 30 * 1000;
const FIRST_RETRY_MS = 60 * 1000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/** The wait after a failed attempt: 1, 2, 4... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

interface ClaimedRow extends Record<string, unknown> {
  id: string;
  attempts: number;
}

/**
 * Sends what is due, one message at a time: claims a row (SKIP LOCKED, so concurrent runs never
 * take the same row) with a short lease, sends it while renewing the lease, and marks it sent; a
 * failure waits longer after each attempt, and after `maxAttempts` the row is failed for good. A
 * send whose claim cannot be renewed is stopped before the lease runs out, so two senders never
 * hold one message at once. A crash between a send and its mark leaves the row claimed until its
 * lease runs out, when it is sent again under the same id: at most one duplicate, never a loss.
 */
export async function deliverOutbox<Message>(
  db: Db,
  channel: OutboxChannel<Message>,
  log: Logger,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const { maxAttempts, maxPerRun = 200, leaseMs = CLAIM_LEASE_MS } = options;
  // Leases follow the clock as the run goes on (a long run's last claims must not start expired);
  // back-off and sent times are counted from the run's start.
  const startedAt = Date.now();
  const now = () => new Date(options.now.getTime() + (Date.now() - startedAt));
  const table = sql.identifier(channel.table);
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (let handled = 0; handled < maxPerRun; handled++) {
    const claimedAt = now();
    const [row] = await queryRows<ClaimedRow>(
      db,
      sql`UPDATE ${table} SET status = 'sending', attempts = attempts + 1,
            next_attempt_at = ${new Date(claimedAt.getTime() + leaseMs).toISOString()}::timestamptz
          WHERE id IN (
            SELECT id FROM ${table}
            WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${claimedAt.toISOString()}::timestamptz
            ORDER BY next_attempt_at
            LIMIT 1
            FOR UPDATE SKIP LOCKED)
          RETURNING *`,
    );
    if (!row) break;
    // Only the holder of this claim may renew or mark the row (a run that lost it may not).
    const mine = sql`id = ${row.id} AND status = 'sending' AND attempts = ${row.attempts}`;
    try {
      await whileHeld(db, { table, mine, now, leaseEnd: claimedAt.getTime() + leaseMs, leaseMs }, (signal) =>
        channel.send(channel.toMessage(row), { id: row.id, signal }),
      );
      await db.execute(
        sql`UPDATE ${table} SET status = 'sent', sent_at = ${options.now.toISOString()}::timestamptz, last_error = NULL WHERE ${mine}`,
      );
      report.sent += 1;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const final = row.attempts >= maxAttempts;
      const next = new Date(options.now.getTime() + retryDelayMs(row.attempts));
      await db.execute(
        sql`UPDATE ${table} SET status = ${final ? 'failed' : 'pending'}, last_error = ${lastError},
            next_attempt_at = ${next.toISOString()}::timestamptz WHERE ${mine}`,
      );
      if (final) report.failed += 1;
      else report.retried += 1;
      log.warn(
        { id: row.id, attempts: row.attempts, final, err: error },
        `${channel.table}: delivery failed${final ? ' for good' : ', will retry'}`,
      );
    }
  }
  return report;
}

/**
 * Runs `send` while renewing the claim every third of the lease. When the claim is found taken, or
 * cannot be renewed before it would run out (the database is away), the send's signal is aborted
 * and the send fails: another run may take the message once the lease is over, and this one must
 * have stopped by then.
 */
async function whileHeld(
  db: Db,
  claim: {
    table: ReturnType<typeof sql.identifier>;
    /** Matches the row while this run holds it. */
    mine: SQL;
    now: () => Date;
    leaseEnd: number;
    leaseMs: number;
  },
  send: (signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const { table, mine, now, leaseMs } = claim;
  const controller = new AbortController();
  let leaseEnd = claim.leaseEnd;
  const stop = (reason: string) => controller.abort(new Error(reason));
  let expiry: NodeJS.Timeout | undefined;
  const deadline = () => {
    clearTimeout(expiry);
    expiry = setTimeout(
      () => stop('the claim on this message could not be renewed in time'),
      Math.max(0, leaseEnd - leaseMs / 6 - now().getTime()),
    );
  };
  deadline();
  const renewal = setInterval(async () => {
    const renewedEnd = now().getTime() + leaseMs;
    try {
      const renewed = await queryRows<{ id: string }>(
        db,
        sql`UPDATE ${table} SET next_attempt_at = ${new Date(renewedEnd).toISOString()}::timestamptz WHERE ${mine} RETURNING id`,
      );
      if (renewed.length === 0) return stop('the claim on this message was taken over');
      leaseEnd = renewedEnd;
      deadline();
    } catch {
      // The database is away: the deadline stops the send unless a later renewal gets through.
    }
  }, leaseMs / 3);
  try {
    await Promise.race([
      send(controller.signal),
      new Promise<never>((_resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
      }),
    ]);
  } finally {
    clearInterval(renewal);
    clearTimeout(expiry);
  }
}

/** When the next undelivered message is due (now or later), if any: the runner wakes for it. */
export async function nextDueAt(db: Db, tableName: string): Promise<Date | undefined> {
  const [row] = await queryRows<{ due: string | Date | null }>(
    db,
    sql`SELECT min(next_attempt_at) AS due FROM ${sql.identifier(tableName)} WHERE status IN ('pending', 'sending')`,
  );
  return row?.due ? new Date(row.due) : undefined;
}

/** Messages waiting to be sent (due now or later), for the queue-depth metric. */
export async function countUndelivered(db: Db, tableName: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(tableName)} WHERE status IN ('pending', 'sending')`,
  );
  return row?.n ?? 0;
}
