import {
  REQUEST_KINDS,
  type RequestKind,
  TRACK_KINDS,
  type TrackedRequest,
  type TrackKind,
} from './request-kinds';

/**
 * /track's texts and rules that the page needs at first render (no zod here). The not-found text
 * is the same for an unknown reference and a wrong contact detail, so a lookup reveals nothing.
 */
export const TRACK_MESSAGES = {
  notFound: "We couldn't find a request with that reference and contact detail.",
  referenceInvalid: 'Enter your reference, for example DLV-7K3Q9M',
  contactRequired: 'Enter the phone number or e-mail you used on the request',
} as const;

/** POST /api/requests/track (200). */
export interface TrackResponse {
  request: TrackedRequest;
}

/** PREFIX-CODE, e.g. DLV-7K3Q9M; a drop-shipping order's DSP-7K3Q-9M4H-XN2P-QR8T. */
export const REFERENCE_PATTERN = /^(?:[A-Z]{3}-[A-Z0-9]{6}|DSP(?:-[A-Z0-9]{4}){4})$/;

/**
 * A reference as people type or paste it: trimmed, upper-cased, spaces dropped, and the dash put
 * back when it was left out ("dlv 7k3q9m" and "DLV7K3Q9M" are DLV-7K3Q9M).
 */
export function normalizeReference(value: string): string {
  const compact = value.toUpperCase().replace(/\s+/g, '');
  const payment = /^DSP-?([A-Z0-9]{4})-?([A-Z0-9]{4})-?([A-Z0-9]{4})-?([A-Z0-9]{4})$/.exec(compact);
  if (payment) return ['DSP', ...payment.slice(1)].join('-');
  const match = /^([A-Z]{3})-?([A-Z0-9]{6})$/.exec(compact);
  return match ? `${match[1]}-${match[2]}` : compact;
}

/** The kind a reference belongs to, from its prefix; null for a prefix we never issue. */
export function kindOfReference(reference: string): RequestKind | null {
  const prefix = reference.slice(0, 3);
  const entry = Object.entries(REQUEST_KINDS).find(([, kind]) => kind.prefix === prefix);
  return entry ? (entry[0] as RequestKind) : null;
}

/** What /track looks for under a reference: a request's kind, or an order's. */
export function trackKindOfReference(reference: string): TrackKind | null {
  const prefix = reference.slice(0, 3);
  const entry = Object.entries(TRACK_KINDS).find(([, kind]) => kind.prefix === prefix);
  return entry ? (entry[0] as TrackKind) : null;
}

/** "pending_verification" → "Pending verification", "picked_up" → "Picked up". */
export function requestStatusLabel(status: string): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const DONE = new Set(['delivered', 'completed', 'verified', 'approved', 'resolved']);
const STOPPED = new Set(['cancelled', 'rejected']);
/** Statuses a request has before anyone has acted on it. */
const WAITING = new Set(['pending', 'received', 'pending_verification']);

export type RequestStage = 'waiting' | 'in_progress' | 'done' | 'stopped';

export function requestStage(status: string): RequestStage {
  if (DONE.has(status)) return 'done';
  if (STOPPED.has(status)) return 'stopped';
  if (WAITING.has(status)) return 'waiting';
  return 'in_progress';
}

/** What a new request of each kind waits for, in the words of docs/product/services.md, "Tracking a request". */
const FIRST_STEP: Record<TrackKind, string> = {
  delivery: "We'll contact you to confirm the pickup and send your tracking details.",
  dhl: "We'll contact you within 24 hours to confirm pickup and provide a quote.",
  vendor:
    "Our team is verifying your business details. We'll e-mail you as soon as your vendor profile is approved.",
  driver_rider_application: "We'll review your application and get back to you within 2-3 business days.",
  shop_for_me: "We'll call you to confirm your list, your budget and the delivery time.",
  shop_ship_usa: "We'll get back to you within 24 hours with a quote.",
  shop_ship_china: "We'll get back to you within 24 hours with a quote.",
  shop_ship_dubai: "We'll contact you within 24 hours with a quote.",
  insurance:
    "We'll contact you within 24 hours to process your insurance request and arrange document delivery.",
  contact: "We'll get back to you within 24 hours.",
  deal_order: "We'll contact you to confirm delivery details. You pay when your order arrives.",
  dropshipping_order: 'Your order is waiting for its payment.',
};

/** The "what happens next" line of a tracked request. */
export function requestNextStep(kind: TrackKind, status: string): string {
  switch (requestStage(status)) {
    case 'waiting':
      return FIRST_STEP[kind];
    case 'done':
      return 'This request is complete. Thank you for choosing us!';
    case 'stopped':
      return 'This request has been closed. If you have any questions, please contact us.';
    default:
      return "Your request is in progress. We'll contact you if we need anything from you.";
  }
}
