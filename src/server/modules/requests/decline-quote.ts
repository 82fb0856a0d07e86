import { and, eq, sql } from 'drizzle-orm';
import { QUOTE_MESSAGES } from '../../../shared/quotes/quote-texts';
import type { Db } from '../../db/client';
import { requestQuotes } from '../../db/schema';
import { AppError } from '../../errors';
import { recordRequestEvent } from '../../lib/request-events';
import { findOwnRequest, type RequestAccess } from './find-own-request';
import { latestQuote } from './quote-views';

/**
 * The requester declines the open quote with a reason, which joins the request's history for the
 * admin, who may send a new quote. Only an open quote (even past its date) can be declined.
 */
export async function declineQuote(db: Db, access: RequestAccess & { reason: string }): Promise<void> {
  const requester = await findOwnRequest(db, access);
  const quote = await latestQuote(db, requester.reference);
  if (!quote) throw new AppError(409, 'NO_QUOTE', QUOTE_MESSAGES.noQuote);
  await db.transaction(async (tx) => {
    const declined = await tx
      .update(requestQuotes)
      .set({ status: 'declined', declineReason: access.reason, updatedAt: sql`now()` })
      .where(and(eq(requestQuotes.id, quote.id), eq(requestQuotes.status, 'open')))
      .returning({ id: requestQuotes.id });
    if (declined.length === 0) throw new AppError(409, 'QUOTE_NOT_OPEN', QUOTE_MESSAGES.notOpen);
    await recordRequestEvent(tx, requester.reference, {
      type: 'status',
      stage: 'declined',
      note: access.reason,
    });
  });
}
