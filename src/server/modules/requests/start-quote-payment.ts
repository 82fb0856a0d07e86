import { and, eq } from 'drizzle-orm';
import type { DropshippingPaymentMethod, PaymentStarted } from '../../../shared/checkout/checkout-messages';
import { QUOTE_MESSAGES } from '../../../shared/quotes/quote-texts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Db } from '../../db/client';
import { paymentAttempts, requestQuotes } from '../../db/schema';
import { AppError } from '../../errors';
import { quotePageUrl } from '../../lib/request-link';
import { substituteEmail } from '../../lib/substitute-email';
import { openPaymentPage, PAYMENT_CHANNELS } from '../checkout/open-payment-page';
import { createCartPaymentReference } from '../checkout/start-cart-payment';
import { findOwnRequest, type RequestAccess } from './find-own-request';
import { isExpired, latestQuote } from './quote-views';

export interface StartQuotePaymentOptions extends RequestAccess {
  paymentMethod: DropshippingPaymentMethod;
  publicUrl: string;
  /** For the address the provider needs when the requester gave no e-mail. */
  mailDomain: string;
}

/**
 * One payment attempt on the request's open quote, by its requester: the amount is the stored
 * quote's total in pesewas, the attempt saved before the provider is asked (ADR 010). A quote past
 * its last day, paid, declined or replaced refuses. The requester comes back to the quote page.
 */
export async function startQuotePayment(
  db: Db,
  provider: PaymentProvider,
  options: StartQuotePaymentOptions,
): Promise<PaymentStarted> {
  const requester = await findOwnRequest(db, options);
  const quote = await latestQuote(db, requester.reference);
  if (!quote) throw new AppError(409, 'NO_QUOTE', QUOTE_MESSAGES.noQuote);
  if (quote.status === 'paid') throw new AppError(409, 'ALREADY_PAID', QUOTE_MESSAGES.alreadyPaid);
  if (quote.status !== 'open') throw new AppError(409, 'QUOTE_NOT_OPEN', QUOTE_MESSAGES.notOpen);
  if (isExpired(quote)) throw new AppError(409, 'QUOTE_EXPIRED', QUOTE_MESSAGES.expired);

  const reference = createCartPaymentReference();
  await db.transaction(async (tx) => {
    // Still open (a payment, a decline or a new quote may have come since it was read).
    const [open] = await tx
      .select({ id: requestQuotes.id })
      .from(requestQuotes)
      .where(and(eq(requestQuotes.id, quote.id), eq(requestQuotes.status, 'open')))
      .for('update');
    if (!open) throw new AppError(409, 'QUOTE_NOT_OPEN', QUOTE_MESSAGES.notOpen);
    await tx.insert(paymentAttempts).values({
      reference,
      quoteId: quote.id,
      provider: provider.name,
      amountPesewas: quote.totalPesewas,
      currency: quote.currency,
    });
  });
  const callbackUrl = quotePageUrl(options.publicUrl, options.linkSecret, requester.reference);
  const cancelAction = new URL(callbackUrl);
  cancelAction.searchParams.set('reference', reference);
  cancelAction.searchParams.set('trxref', reference);
  return openPaymentPage(db, provider, {
    reference,
    amountPesewas: quote.totalPesewas,
    email: requester.email ?? substituteEmail(requester.phone ?? '0', options.mailDomain),
    channels: PAYMENT_CHANNELS[options.paymentMethod],
    callbackUrl,
    metadata: { request_reference: requester.reference, cancel_action: cancelAction.toString() },
  });
}
