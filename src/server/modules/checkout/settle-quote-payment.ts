import { and, eq, sql } from 'drizzle-orm';
import { formatCedis, fromPesewas } from '../../../shared/money';
import type { ProviderTransaction } from '../../adapters/payments/payment-provider';
import { smsCedis } from '../../adapters/sms/sms-text';
import type { Db } from '../../db/client';
import { paymentAttempts, requestQuotes } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { recordRequestEvent, tellRequester } from '../../lib/request-events';
import { quotePageUrl } from '../../lib/request-link';
import { findRequester } from '../../lib/requester';
import { markRefundDue } from './mark-refund-due';

export type QuoteRow = typeof requestQuotes.$inferSelect;
type AttemptRow = typeof paymentAttempts.$inferSelect;

export interface QuoteSettleDeps {
  db: Db;
  log: Logger;
  publicUrl: string;
  orderLinkSecret: string;
}

/** Whether a report's amount and currency are the stored quote's (and the attempt's). */
export function matchesQuote(quote: QuoteRow, attempt: AttemptRow, report: ProviderTransaction): boolean {
  return (
    report.amountPesewas === quote.totalPesewas &&
    report.amountPesewas === attempt.amountPesewas &&
    report.currency === quote.currency
  );
}

/**
 * A successful report on a quote's attempt, its amount and currency already checked: the quote is
 * marked paid by one conditional UPDATE (`status = 'open'`) under a lock, the step joins the
 * request's history and the requester is told, in one transaction. Only the caller whose UPDATE
 * changed the row does that, so any mix of webhooks, returns and reconciler runs pays once. Money
 * for a quote already paid by another attempt, replaced or declined first, is marked refund due.
 */
export async function settleQuotePayment(
  deps: QuoteSettleDeps,
  attempt: AttemptRow,
  report: ProviderTransaction,
): Promise<QuoteRow> {
  const { db, log } = deps;
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .select()
      .from(requestQuotes)
      .where(eq(requestQuotes.id, attempt.quoteId!))
      .for('update');
    const [paid] = await tx
      .update(requestQuotes)
      .set({
        status: 'paid',
        stage: 'paid',
        paidAt: sql`now()`,
        paymentReference: report.reference,
        updatedAt: sql`now()`,
      })
      .where(and(eq(requestQuotes.id, quote!.id), eq(requestQuotes.status, 'open')))
      .returning();
    if (!paid) {
      if (quote!.paymentReference !== report.reference) {
        const failureMessage = quote!.paidAt
          ? `Succeeded after the quote was paid by ${quote!.paymentReference}: refund due`
          : `Succeeded after the quote was ${quote!.status}: refund due`;
        log.error({ reference: report.reference, requestReference: quote!.requestReference }, failureMessage);
        await markRefundDue(tx, attempt.id, failureMessage);
      }
      return quote!;
    }
    await tx
      .update(paymentAttempts)
      .set({ status: 'paid', providerStatus: 'success' })
      .where(eq(paymentAttempts.id, attempt.id));
    await recordRequestEvent(tx, paid.requestReference, { type: 'status', stage: 'paid' });
    const requester = await findRequester(tx, paid.requestReference);
    if (requester) {
      const total = fromPesewas(paid.totalPesewas);
      await tellRequester(tx, requester, {
        subject: `Payment received for ${paid.requestReference}`,
        paragraphs: [
          `We have received your payment of ${formatCedis(total)} for ${paid.requestReference}. Thank you!`,
          'We will text you at each step until it reaches you.',
        ],
        sms: `we received your payment of ${smsCedis(total)} for ${paid.requestReference}. Follow it here:`,
        action: {
          label: 'Follow my request',
          url: quotePageUrl(deps.publicUrl, deps.orderLinkSecret, paid.requestReference),
        },
      });
    }
    return paid;
  });
}
