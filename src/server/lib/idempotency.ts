import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from '../../shared/idempotency';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors';

/** Keys answer again for a day; the clean-up job removes older ones (docs/decisions/046). */
export const IDEMPOTENCY_KEY_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'The Idempotency-Key header must be a UUID, such as 1b4e28ba-2fa1-41d2-883f-0016d3cca427.',
  reused:
    'This Idempotency-Key was already used for a different submission. Send the new submission with a new key.',
  inProgress: 'This submission is still being processed. Please wait a moment and try again.',
} as const;

interface Claim {
  scope: string;
  key: string;
  fingerprint: string;
}

/** Thrown inside the transaction when another request holds the key: nothing has been written. */
class AlreadyClaimed extends Error {}

/** The transaction that stores a submission, with its key claimed first (when it has one). */
export type OnceTransaction<T> = (run: (tx: Db) => Promise<T>) => Promise<T>;

/**
 * Answers a submission once per `Idempotency-Key` (docs/decisions/046). Without the header the
 * handler runs as before. With it: a key seen before with the same body answers the first answer
 * again (no second row, no second message); with another body, 422. The handler's transaction
 * claims the key (unique per scope) before it writes, so two concurrent sends make one row: the
 * other waits for the first to commit and answers its answer. Keys are scoped to the signed-in
 * user, or to guests, so one shopper's key never replays another's answer.
 */
export async function answerOnce<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { userId: string | null; status: number },
  handle: (transaction: OnceTransaction<T>) => Promise<T>,
): Promise<T> {
  const claim = readClaim(request, options.userId);
  if (!claim) {
    const body = await handle((run) => db.transaction(run));
    reply.status(options.status);
    return body;
  }
  const earlier = await findAnswer(db, claim);
  if (earlier) return replay(reply, claim, earlier);
  try {
    const body = await handle((run) =>
      db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(idempotencyKeys)
          .values({ ...claim, statusCode: options.status })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (!claimed) throw new AlreadyClaimed();
        const body = await run(tx);
        await tx
          .update(idempotencyKeys)
          .set({ response: body })
          .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
        return body;
      }),
    );
    reply.status(options.status);
    return body;
  } catch (error) {
    if (!(error instanceof AlreadyClaimed)) throw error;
    const winner = await findAnswer(db, claim);
    if (!winner) throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress);
    return replay(reply, claim, winner);
  }
}

function readClaim(request: FastifyRequest, userId: string | null): Claim | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !isIdempotencyKey(header)) {
    throw new AppError(400, 'INVALID_IDEMPOTENCY_KEY', IDEMPOTENCY_MESSAGES.invalid);
  }
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url}\n${stableJson(request.body)}`)
    .digest('hex');
  return { scope: userId ? `user:${userId}` : 'guest', key: header.toLowerCase(), fingerprint };
}

type Answer = typeof idempotencyKeys.$inferSelect;

async function findAnswer(db: Db, claim: Claim): Promise<Answer | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
  return row;
}

function replay<T>(reply: FastifyReply, claim: Claim, answer: Answer): T {
  if (answer.fingerprint !== claim.fingerprint) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.reused);
  }
  // Claimed, not yet answered: only seen if the first request's transaction is still open.
  if (answer.response === null) {
    throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress);
  }
  reply.status(answer.statusCode).header('idempotent-replayed', 'true');
  return answer.response as T;
}

/** JSON with object keys sorted: the same body sent again fingerprints the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
