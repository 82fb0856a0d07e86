import { and, asc, eq, inArray } from 'drizzle-orm';
import { fromPesewas } from '../../../shared/money';
import { toGhanaPhone } from '../../../shared/phone';
import {
  type AdminRequestQuoting,
  nextStages,
  STAGE_LABELS,
  type Stage,
} from '../../../shared/quotes/quote-texts';
import type { Db } from '../../db/client';
import { paymentAttempts } from '../../db/schema';
import { findRequester } from '../../lib/requester';
import { latestQuote, requestEventViews, toQuoteView } from './quote-views';

const PAYMENT_LABELS = {
  paid: 'Paid the quote',
  refund_due: 'Paid twice: to refund',
  refunded: 'Refunded',
} as const;

/** What the admin's request view shows of its quote, its payments and its thread. */
export async function getRequestQuoting(db: Db, reference: string): Promise<AdminRequestQuoting> {
  const requester = await findRequester(db, reference);
  if (!requester) return { quotable: false, quote: null, events: [], reachable: false };
  const quote = await latestQuote(db, reference);
  const payments = quote
    ? await db
        .select()
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.quoteId, quote.id),
            inArray(paymentAttempts.status, ['paid', 'refund_due', 'refunded']),
          ),
        )
        .orderBy(asc(paymentAttempts.createdAt))
    : [];
  return {
    quotable: true,
    reachable: Boolean(requester.email || toGhanaPhone(requester.phone)),
    quote: quote && {
      ...toQuoteView(quote),
      stage: quote.stage as Stage | null,
      nextStages:
        quote.status === 'paid' && quote.stage
          ? nextStages(requester.kind, quote.stage as Stage).map((value) => ({
              value,
              label: STAGE_LABELS[value],
            }))
          : [],
      payments: payments.map((attempt) => ({
        reference: attempt.reference,
        amount: fromPesewas(attempt.amountPesewas),
        statusLabel: PAYMENT_LABELS[attempt.status as keyof typeof PAYMENT_LABELS],
        refundable:
          attempt.status === 'refund_due' ||
          (attempt.status === 'paid' &&
            quote.status === 'paid' &&
            quote.paymentReference === attempt.reference),
      })),
    },
    events: await requestEventViews(db, reference),
  };
}
