import type { QuotePageResponse } from '../../../shared/quotes/quote-texts';
import type { Db } from '../../db/client';
import { findOwnRequest, type RequestAccess } from './find-own-request';
import { isExpired, latestQuote, requestEventViews, toQuoteView } from './quote-views';

/** The quote page: the request's current quote, whether it can be paid now, and its history. */
export async function getQuotePage(db: Db, access: RequestAccess): Promise<QuotePageResponse> {
  const requester = await findOwnRequest(db, access);
  const quote = await latestQuote(db, requester.reference);
  return {
    reference: requester.reference,
    kindLabel: requester.kindLabel,
    name: requester.name,
    quote: quote && toQuoteView(quote),
    payable: quote !== null && quote.status === 'open' && !isExpired(quote),
    history: await requestEventViews(db, requester.reference, ['status']),
  };
}
