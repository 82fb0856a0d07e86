import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentAttempts } from '../../db/schema';

/**
 * Money that arrived but paid nothing (the shopper paid twice, or after the order was cancelled):
 * the attempt is owed back and listed for the admin's Refund. Once: a repeated report of the same
 * payment changes nothing, nor undoes a refund.
 */
export async function markRefundDue(
  db: Pick<Db, 'update'>,
  attemptId: string,
  failureMessage: string,
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ providerStatus: 'success', status: 'refund_due', failureMessage })
    .where(
      and(
        eq(paymentAttempts.id, attemptId),
        notInArray(paymentAttempts.status, ['paid', 'refund_due', 'refunded']),
      ),
    );
}
