import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { AppError } from '../errors';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every app instance sees the same count.
 * One upsert per hit: the window restarts when it has run out.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule) {
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, count, window_started_at) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_started_at = CASE WHEN rate_limits.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})
                   THEN now() ELSE rate_limits.window_started_at END
    RETURNING count,
      ceil(extract(epoch FROM window_started_at + make_interval(secs => ${rule.windowSeconds}) - now()))::int AS retry_after`,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  if (Math.random() < 0.01) {
    await db.execute(sql`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`);
  }
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, row.retry_after),
  };
}

/** Takes back one hit from each key (an attempt that turned out not to count). */
export async function releaseRateLimit(db: Db, keys: string[]) {
  if (!keys.length) return;
  await db.execute(
    sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
}

export async function clearRateLimit(db: Db, key: string) {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/** Throws a 429 with a message in words when the key is over its limit. */
export async function enforceRateLimit(db: Db, key: string, rule: RateLimitRule, what = 'attempts') {
  const { allowed, retryAfterSeconds } = await hitRateLimit(db, key, rule);
  if (!allowed) throw rateLimitedError(retryAfterSeconds, what);
}

/** The 429 of every limiter: a message in words and Retry-After. */
export function rateLimitedError(retryAfterSeconds: number, what = 'attempts'): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return new AppError(
    429,
    'RATE_LIMITED',
    `Too many ${what}. Please wait ${wait} and try again.`,
    undefined,
    retryAfterSeconds,
  );
}
