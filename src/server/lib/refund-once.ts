import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type PaymentProvider, PaymentProviderError } from '../adapters/payments/payment-provider';
import type { Db } from '../db/client';
import { paymentAttempts } from '../db/schema';
import { AppError } from '../errors';

/** A claim older than this is taken to be from a request that died half-way, and may be retried. */
const STALE_CLAIM = sql`now() - interval '10 minutes'`;

/** What the admin reads when a refund cannot be made now, in the words of what is refunded. */
export interface RefundMessages {
  alreadyRefunded: string;
  refundUnderWay: string;
  refundFailed: string;
}

/**
 * Pays one payment attempt back through the provider, once: the attempt is claimed by one
 * conditional UPDATE before the provider is called, so of two admins clicking at once only one
 * reaches it; a refund the provider refuses lets the claim go, to be tried again. Answers the
 * provider's refund id; the caller then marks the attempt refunded, with what the refund changes.
 */
export async function refundOnce(
  db: Db,
  provider: PaymentProvider,
  options: {
    attempt: { id: string; amountPesewas: number };
    reference: string;
    note: string;
    messages: RefundMessages;
  },
): Promise<string> {
  const { attempt, messages } = options;
  const claimed = await db
    .update(paymentAttempts)
    .set({ refundStartedAt: sql`now()` })
    .where(
      and(
        eq(paymentAttempts.id, attempt.id),
        isNull(paymentAttempts.refundedAt),
        or(isNull(paymentAttempts.refundStartedAt), lt(paymentAttempts.refundStartedAt, STALE_CLAIM)),
      ),
    )
    .returning({ id: paymentAttempts.id });
  if (claimed.length === 0) {
    const [now] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    if (now?.refundedAt) throw new AppError(409, 'ALREADY_REFUNDED', messages.alreadyRefunded);
    throw new AppError(409, 'REFUND_UNDER_WAY', messages.refundUnderWay);
  }
  try {
    const { refundId } = await provider.refund({
      reference: options.reference,
      amountPesewas: attempt.amountPesewas,
      currency: 'GHS',
      note: options.note,
    });
    return refundId;
  } catch (error) {
    await db.update(paymentAttempts).set({ refundStartedAt: null }).where(eq(paymentAttempts.id, attempt.id));
    if (!(error instanceof PaymentProviderError)) throw error;
    throw new AppError(502, 'REFUND_FAILED', `${messages.refundFailed}: ${error.message}`);
  }
}
