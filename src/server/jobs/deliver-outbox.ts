import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import type { Logger } from '../lib/logger';

/**
 * One kind of outgoing message (e-mail; SMS later) kept in an outbox table with the delivery
 * columns status, attempts, last_error, next_attempt_at, sent_at (docs/decisions/033).
 */
export interface OutboxChannel<Message> {
  /** The outbox table's name. */
  table: string;
  /** The message of a row as the database returns it (snake_case columns). */
  toMessage(row: Record<string, unknown>): Message;
  /** Throws when the message was not accepted. */
  send(message: Message): Promise<void>;
}

export interface DeliveryOptions {
  now: Date;
  maxAttempts: number;
  /** Rows claimed at a time. */
  batchSize?: number;
  /** Rows handled in one run at most, so that a run (and a shutdown waiting for it) stays short. */
  maxPerRun?: number;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** A claimed row is someone's for this long; a process that dies holding it gives it back then. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;
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
 * Sends what is due: claims a batch (SKIP LOCKED, so concurrent runs never take the same row), sends
 * each row and marks it sent; a failure waits longer after each attempt, and after `maxAttempts`
 * the row is failed for good. A crash between a send and its mark leaves the row claimed until its
 * lease runs out, when it is sent again: at most one duplicate, never a loss.
 */
export async function deliverOutbox<Message>(
  db: Db,
  channel: OutboxChannel<Message>,
  log: Logger,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const { now, maxAttempts, batchSize = 20, maxPerRun = 200 } = options;
  const table = sql.identifier(channel.table);
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  let handled = 0;
  while (handled < maxPerRun) {
    const leaseEnd = new Date(now.getTime() + CLAIM_LEASE_MS);
    const claimed = await queryRows<ClaimedRow>(
      db,
      sql`UPDATE ${table} SET status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseEnd.toISOString()}::timestamptz
          WHERE id IN (
            SELECT id FROM ${table}
            WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${now.toISOString()}::timestamptz
            ORDER BY next_attempt_at
            LIMIT ${Math.min(batchSize, maxPerRun - handled)}
            FOR UPDATE SKIP LOCKED)
          RETURNING *`,
    );
    if (claimed.length === 0) break;
    handled += claimed.length;
    for (const row of claimed) {
      // Only the holder of this claim may mark the row (a run that outlived its lease may not).
      const mine = sql`id = ${row.id} AND status = 'sending' AND attempts = ${row.attempts}`;
      try {
        await channel.send(channel.toMessage(row));
        await db.execute(
          sql`UPDATE ${table} SET status = 'sent', sent_at = ${now.toISOString()}::timestamptz, last_error = NULL WHERE ${mine}`,
        );
        report.sent += 1;
      } catch (error) {
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const final = row.attempts >= maxAttempts;
        const next = new Date(now.getTime() + retryDelayMs(row.attempts));
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
  }
  return report;
}

/** Messages waiting to be sent (due now or later), for the queue-depth metric. */
export async function countUndelivered(db: Db, tableName: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(tableName)} WHERE status IN ('pending', 'sending')`,
  );
  return row?.n ?? 0;
}
