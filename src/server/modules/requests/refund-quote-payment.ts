import { and, eq, sql } from 'drizzle-orm';
import { formatCedis, fromPesewas } from '../../../shared/money';
import { QUOTE_MESSAGES } from '../../../shared/quotes/quote-texts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { smsCedis } from '../../adapters/sms/sms-text';
import type { Db } from '../../db/client';
import { paymentAttempts, requestQuotes } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { type AdminActor, recordAdminActivity } from '../../lib/admin-activity';
import { refundOnce } from '../../lib/refund-once';
import { recordRequestEvent, tellRequester } from '../../lib/request-events';
import { quotePageUrl } from '../../lib/request-link';
import { findRequester } from '../../lib/requester';

export interface RefundQuotePaymentOptions {
  reference: string;
  paymentReference: string;
  admin: AdminActor;
  publicUrl: string;
  linkSecret: string;
}

/**
 * Pays a quote's payment back through the provider, as for orders: the payment that paid the quote
 * (the quote becomes Refunded), or one that paid nothing (a second payment). Claimed by one
 * conditional UPDATE before the provider is called, so two clicks refund once; then marked, logged
 * and told to the requester in one transaction.
 */
export async function refundQuotePayment(
  db: Db,
  provider: PaymentProvider,
  options: RefundQuotePaymentOptions,
): Promise<{ refundId: string }> {
  const { reference, paymentReference, admin } = options;
  const [found] = await db
    .select({ attempt: paymentAttempts, quote: requestQuotes })
    .from(paymentAttempts)
    .innerJoin(requestQuotes, eq(requestQuotes.id, paymentAttempts.quoteId))
    .where(
      and(eq(paymentAttempts.reference, paymentReference), eq(requestQuotes.requestReference, reference)),
    );
  if (!found) throw notFound(QUOTE_MESSAGES.notRefundable);
  const { attempt, quote } = found;
  if (attempt.status === 'refunded')
    throw new AppError(409, 'ALREADY_REFUNDED', QUOTE_MESSAGES.alreadyRefunded);
  const paidTheQuote =
    attempt.status === 'paid' && quote.status === 'paid' && quote.paymentReference === paymentReference;
  if (!paidTheQuote && attempt.status !== 'refund_due') {
    throw new AppError(409, 'NOT_REFUNDABLE', QUOTE_MESSAGES.notRefundable);
  }
  const refundId = await refundOnce(db, provider, {
    attempt,
    reference: paymentReference,
    note: paidTheQuote ? `Quote of ${reference} refunded` : `Second payment of the quote of ${reference}`,
    messages: QUOTE_MESSAGES,
  });

  const amount = fromPesewas(attempt.amountPesewas);
  await db.transaction(async (tx) => {
    await tx
      .update(paymentAttempts)
      .set({ status: 'refunded', refundedAt: sql`now()`, refundId })
      .where(eq(paymentAttempts.id, attempt.id));
    if (paidTheQuote) {
      await tx
        .update(requestQuotes)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(eq(requestQuotes.id, quote.id));
      await recordRequestEvent(tx, reference, { type: 'status', stage: 'refunded', adminId: admin.id });
    }
    await recordAdminActivity(tx, {
      admin,
      action: 'request.refund',
      entityType: 'payment',
      entityId: paymentReference,
      before: { status: attempt.status },
      after: { status: 'refunded', refundId, amount },
    });
    const requester = await findRequester(tx, reference);
    if (requester) {
      await tellRequester(tx, requester, {
        subject: `Refund of ${formatCedis(amount)} for ${reference}`,
        paragraphs: [
          `We have refunded ${formatCedis(amount)} for ${reference} through the payment provider.`,
          'It reaches your mobile money wallet or card within a few days.',
        ],
        sms: `we refunded ${smsCedis(amount)} for ${reference}.`,
        action: {
          label: 'See my request',
          url: quotePageUrl(options.publicUrl, options.linkSecret, reference),
        },
      });
    }
  });
  return { refundId };
}
