import { statusLabel } from '../../../shared/orders/order-status';
import { TRACK_KINDS, type TrackedRequest } from '../../../shared/requests/request-kinds';
import type { TrackRequest } from '../../../shared/requests/track';
import { requestStatusLabel, TRACK_MESSAGES } from '../../../shared/requests/track-messages';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findTracked, type Tracker } from '../../lib/tracking';
import { dropshippingOrderTracker } from '../checkout/dropshipping-order-tracker';
import { dhlTracker } from '../dhl/dhl-tracker';
import { dealOrderTracker } from '../orders/deal-order-tracker';
import { vendorTracker } from '../vendors/vendor-tracker';
import { deliveryTracker } from './delivery-tracker';
import { matchesContact } from './match-contact';
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
 * e-mails on it. An unknown reference and a wrong contact give the same 404, so the answer never
 * tells whether a reference exists.
 */
export async function trackRequest(db: Db, { reference, contact }: TrackRequest): Promise<TrackedRequest> {
  const found = await findTracked(TRACKERS, db, reference);
  if (!found || !matchesContact(contact, found.record)) throw notFound(TRACK_MESSAGES.notFound);
  const { kind, record } = found;
  return {
    reference,
    kind,
    kindLabel: TRACK_KINDS[kind].label,
    status: record.status,
    statusLabel: record.order ? statusLabel(record.status) : requestStatusLabel(record.status),
    submittedAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    ...(record.order && { order: record.order }),
  };
}
