import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SignInLimits } from '../../config';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { clearRateLimit, hitRateLimit, rateLimitedError, releaseRateLimit } from '../../lib/rate-limiter';

/** A sign-in attempt counted as a failure until its answer says otherwise. */
export interface SignInAttempt {
  pairKey: string;
  accountKey: string;
  ipKey: string;
}

/**
 * Counts a sign-in attempt before the password is checked (so that parallel guesses are counted too)
 * and throws a 429 when it must wait. See docs/decisions/034-sign-in-throttling.md:
 * - per (account, address): `perAccountAndIp` failures per window;
 * - per address across accounts: `perIp` failures per window (credential stuffing);
 * - per account across addresses: past `perAccount` failures per account window, only an address
 *   with no recent failure for that account (or one the account has signed in from) may try: a
 *   guesser cannot lock the owner out.
 */
export async function reserveSignInAttempt(
  db: Db,
  options: { identifier: string; ip: string; limits: SignInLimits },
): Promise<SignInAttempt> {
  const { identifier, ip, limits } = options;
  const account = await resolveAccount(db, identifier);
  const attempt: SignInAttempt = {
    pairKey: `sign-in:pair:${account.key}:${ip}`,
    accountKey: `sign-in:account:${account.key}`,
    ipKey: `sign-in:ip:${ip}`,
  };
  const window = { windowSeconds: limits.windowSeconds };
  const pair = await hitRateLimit(db, attempt.pairKey, { ...window, limit: limits.perAccountAndIp });
  const fromIp = await hitRateLimit(db, attempt.ipKey, { ...window, limit: limits.perIp });
  const overall = await hitRateLimit(db, attempt.accountKey, {
    windowSeconds: limits.accountWindowSeconds,
    limit: limits.perAccount,
  });

  let refusal: ReturnType<typeof rateLimitedError> | undefined;
  if (!fromIp.allowed) {
    refusal = rateLimitedError(fromIp.retryAfterSeconds, 'sign-in attempts from your network');
  } else if (!pair.allowed) {
    refusal = rateLimitedError(pair.retryAfterSeconds, 'sign-in attempts');
  } else if (!overall.allowed && pair.count > 1 && !(await isKnownAddress(db, account.userId, ip))) {
    // The account is under attack: an address that failed recently waits out its own window.
    refusal = rateLimitedError(pair.retryAfterSeconds, 'sign-in attempts');
  }
  if (refusal) {
    // A refused attempt checked no password: it is not a failure.
    await releaseRateLimit(db, [attempt.pairKey, attempt.ipKey, attempt.accountKey]);
    throw refusal;
  }
  return attempt;
}

/**
 * After the answer: a 401 stays counted as a failure; a success clears the (account, address)
 * counter; anything else (unverified e-mail, an outage) is taken back.
 */
export async function settleSignInAttempt(db: Db, attempt: SignInAttempt, status: number) {
  if (status === 401) return;
  if (status >= 200 && status < 300) {
    await clearRateLimit(db, attempt.pairKey);
    await releaseRateLimit(db, [attempt.ipKey, attempt.accountKey]);
    return;
  }
  await releaseRateLimit(db, [attempt.pairKey, attempt.ipKey, attempt.accountKey]);
}

/**
 * One bucket per account whatever identifier is typed (e-mail or username). An identifier of no
 * account is counted under its own hash, so its answers and timing match a real account's.
 */
async function resolveAccount(db: Db, identifier: string) {
  const normalized = identifier.trim().toLowerCase();
  const column = normalized.includes('@') ? users.email : users.username;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(column, normalized)).limit(1);
  if (user) return { key: `user:${user.id}`, userId: user.id };
  const hash = crypto.createHash('sha256').update(normalized).digest('base64url');
  return { key: `name:${hash}`, userId: undefined };
}

/** An address the account has had a session from: its owner's usual place. */
async function isKnownAddress(db: Db, userId: string | undefined, ip: string) {
  if (!userId) return false;
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ipAddress, ip)))
    .limit(1);
  return Boolean(session);
}
