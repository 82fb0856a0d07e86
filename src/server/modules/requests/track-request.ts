import { statusLabel } from '../../../shared/orders/order-status';
import { quotePagePath } from '../../../shared/quotes/quote-texts';
import { TRACK_KINDS, type TrackedRequest } from '../../../shared/requests/request-kinds';
import type { TrackRequest } from '../../../shared/requests/track';
import { requestStatusLabel, TRACK_MESSAGES } from '../../../shared/requests/track-messages';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { isRequestLinkToken, requestLinkToken } from '../../lib/request-link';
import { findTracked, type Tracker } from '../../lib/tracking';
import { dropshippingOrderTracker } from '../checkout/dropshipping-order-tracker';
import { dhlTracker } from '../dhl/dhl-tracker';
import { dealOrderTracker } from '../orders/deal-order-tracker';
import { vendorTracker } from '../vendors/vendor-tracker';
import { deliveryTracker } from './delivery-tracker';
import { matchesContact } from './match-contact';
import { latestQuote, requestEventViews, toQuoteView } from './quote-views';
import { serviceRequestTracker } from './service-request-tracker';

/** Every kind /track finds, each found by the module that stores it. */
const TRACKERS: readonly Tracker[] = [
  deliveryTracker,
  dhlTracker,
  vendorTracker,
  serviceRequestTracker,
  dealOrderTracker,
  dropshippingOrderTracker,
];

/**
 * Finds a request by its reference and shows it only when `contact` is one of the phone numbers or
 * e-mails on it, or `token` is its messages' link token. An unknown reference and a wrong contact
 * give the same 404, so the answer never tells whether a reference exists. A request the shop
 * quotes and answers comes with its quote, its steps and its thread; once its quote is paid, its
 * status is the paid request's step ("Paid", "Shipped"…).
 */
export async function trackRequest(
  db: Db,
  { reference, contact, token }: TrackRequest,
  linkSecret: string,
): Promise<TrackedRequest> {
  const found = await findTracked(TRACKERS, db, reference);
  const allowed =
    found &&
    (isRequestLinkToken(linkSecret, reference, token) ||
      (contact !== '' && matchesContact(contact, found.record)));
  if (!allowed) throw notFound(TRACK_MESSAGES.notFound);
  const { kind, record } = found;
  const quoting = record.order || kind === 'vendor' ? null : await trackedQuoting(db, reference, linkSecret);
  return {
    reference,
    kind,
    kindLabel: TRACK_KINDS[kind].label,
    status: record.status,
    statusLabel:
      quoting?.paidStage ?? (record.order ? statusLabel(record.status) : requestStatusLabel(record.status)),
    submittedAt: record.createdAt.toISOString(),
    updatedAt: (quoting?.updatedAt && quoting.updatedAt > record.updatedAt
      ? quoting.updatedAt
      : record.updatedAt
    ).toISOString(),
    ...(record.order && { order: record.order }),
    ...(quoting && { quoting: quoting.view }),
  };
}

async function trackedQuoting(db: Db, reference: string, linkSecret: string) {
  const quote = await latestQuote(db, reference);
  const events = await requestEventViews(db, reference);
  const view = quote && toQuoteView(quote);
  return {
    paidStage: view?.stageLabel ?? (quote?.status === 'refunded' ? view!.statusLabel : null),
    updatedAt: quote?.updatedAt ?? null,
    view: {
      quoteUrl: quote ? quotePagePath(reference, requestLinkToken(linkSecret, reference)) : null,
      quoteTotal: view?.total ?? null,
      quoteStatusLabel: view?.statusLabel ?? null,
      history: events.filter((event) => event.type === 'status'),
      thread: events.filter((event) => event.type !== 'status'),
    },
  };
}
