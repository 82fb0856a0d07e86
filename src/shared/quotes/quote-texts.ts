import type { LandedCostEstimate } from '../requests/landed-cost';
import type { RequestKind } from '../requests/request-kinds';
import type { RequestEventView } from './request-event';

// Zod-free: the quote page and the admin's request view show these at first load.

/** The lines of a quote, in the order they are shown (GH₵ each). */
export const QUOTE_LINES = [
  { key: 'itemCost', label: 'Item cost' },
  { key: 'freight', label: 'Freight' },
  { key: 'dutyAndLevies', label: 'Duty and levies (estimated)' },
  { key: 'serviceFee', label: 'Service fee' },
  { key: 'delivery', label: 'Delivery in Ghana' },
] as const;
export type QuoteLineKey = (typeof QUOTE_LINES)[number]['key'];

/** A quote's own state: open (waiting for the requester), paid, declined, replaced by a newer one, refunded. */
export const QUOTE_STATUSES = ['open', 'paid', 'declined', 'replaced', 'refunded'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * The steps a paid request goes through, by kind, after "Paid". A DHL shipment goes on in the DHL
 * view with its own statuses, so its quote stops at "Paid".
 */
export const STAGE_LABELS = {
  quoted: 'Quote sent',
  declined: 'Quote declined',
  paid: 'Paid',
  purchased: 'Purchased',
  shopped: 'Shopped',
  picked_up: 'Picked up',
  shipped: 'Shipped',
  in_ghana: 'In Ghana',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  completed: 'Completed',
  refunded: 'Refunded',
} as const;
export type Stage = keyof typeof STAGE_LABELS;

const SHOP_AND_SHIP: readonly Stage[] = [
  'paid',
  'purchased',
  'shipped',
  'in_ghana',
  'out_for_delivery',
  'delivered',
];

export function stagesOf(kind: RequestKind): readonly Stage[] {
  switch (kind) {
    case 'shop_ship_usa':
    case 'shop_ship_china':
    case 'shop_ship_dubai':
      return SHOP_AND_SHIP;
    case 'shop_for_me':
      return ['paid', 'shopped', 'out_for_delivery', 'delivered'];
    case 'delivery':
      return ['paid', 'picked_up', 'out_for_delivery', 'delivered'];
    case 'dhl':
      return ['paid'];
    default:
      return ['paid', 'completed'];
  }
}

/** The steps a paid request in `stage` may move to next (forward only, steps may be skipped). */
export function nextStages(kind: RequestKind, stage: Stage): Stage[] {
  const stages = stagesOf(kind);
  const at = stages.indexOf(stage);
  return at < 0 ? [] : stages.slice(at + 1);
}

export function isLastStage(kind: RequestKind, stage: Stage): boolean {
  const stages = stagesOf(kind);
  return stages[stages.length - 1] === stage;
}

/** What one SMS says when a paid request moves on. */
export const STAGE_NEWS: Partial<Record<Stage, string>> = {
  purchased: 'We have bought your items.',
  shopped: 'We have bought your items.',
  picked_up: 'We have picked up your package.',
  shipped: 'Your items are on their way to Ghana.',
  in_ghana: 'Your items have arrived in Ghana.',
  out_for_delivery: 'A rider is bringing them to you: please keep your phone on.',
  delivered: 'Delivered. Thank you for using GhanaMart!',
  completed: 'Your request is complete. Thank you for using GhanaMart!',
};

/** The requester's words for a quote's state. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus | 'expired', string> = {
  open: 'Waiting for your payment',
  expired: 'Expired',
  paid: 'Paid',
  declined: 'Declined',
  replaced: 'Replaced by a newer quote',
  refunded: 'Refunded',
};

export interface QuoteLineView {
  key: QuoteLineKey;
  label: string;
  /** GH₵, 2 decimals. */
  amount: string;
}

/** A quote as its requester sees it. */
export interface QuoteView {
  id: string;
  lines: QuoteLineView[];
  total: string;
  /** The last day it can be paid, yyyy-mm-dd (Accra). */
  validUntil: string;
  note: string | null;
  status: QuoteStatus;
  /** Open and past its date. */
  expired: boolean;
  statusLabel: string;
  declineReason: string | null;
  /** Paid: where the request is now, in words. */
  stageLabel: string | null;
  paidAt: string | null;
}

/** GET /api/quotes/:reference: the request's current quote, its history and who it is for. */
export interface QuotePageResponse {
  reference: string;
  kindLabel: string;
  name: string;
  quote: QuoteView | null;
  payable: boolean;
  history: RequestEventView[];
}

/** The admin's view of a request's quote, with what may be done next. */
export interface AdminQuoteView extends QuoteView {
  stage: Stage | null;
  nextStages: { value: Stage; label: string }[];
  /** Its successful payments: the one that paid it, and any paid twice (to refund). */
  payments: { reference: string; amount: string; statusLabel: string; refundable: boolean }[];
}

/** What an admin sees of a request's quote and thread, beside its fields. */
export interface AdminRequestQuoting {
  /** Vendor registrations are never quoted. */
  quotable: boolean;
  quote: AdminQuoteView | null;
  events: RequestEventView[];
  /** Whether the requester can be reached (an e-mail or a Ghana phone). */
  reachable: boolean;
}

/** The quote form's first values from a Shop & Ship landed-cost estimate, GH₵ as text. */
export function quoteLinesFromEstimate(estimate: LandedCostEstimate): Record<QuoteLineKey, string> {
  const pesewas = (keys: (key: string) => boolean) =>
    estimate.lines
      .filter((line) => keys(line.key))
      .reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0);
  const cedis = (value: number) => (value / 100).toFixed(2);
  return {
    itemCost: cedis(pesewas((key) => key === 'item')),
    freight: cedis(pesewas((key) => key === 'freight')),
    dutyAndLevies: cedis(pesewas((key) => key !== 'item' && key !== 'freight')),
    serviceFee: '',
    delivery: '',
  };
}

export const QUOTE_MESSAGES = {
  notFound: 'We could not find this quote. Please use the link in your message, or sign in.',
  noQuote: 'There is no quote on this request yet.',
  notOpen: 'This quote can no longer be paid.',
  expired: 'This quote has expired. Please ask us for a new one.',
  alreadyPaid: 'This quote is already paid.',
  declined: 'Thank you: we have told the team you declined this quote.',
  paidAlready: 'A paid quote cannot be replaced. Refund it first.',
  notQuotable: 'Vendor registrations are not quoted.',
  stageRefused: 'The request cannot move to that step now.',
  notRefundable: 'Only a paid quote can be refunded.',
  refundFailed: 'The payment provider could not make the refund',
  refundUnderWay: 'A refund of this payment is already under way.',
  alreadyRefunded: 'This payment was already refunded.',
  noContact: 'This requester left no e-mail or Ghana phone number to answer.',
  answerSent: 'Answer sent to the requester.',
  replySent: 'Your answer was sent. We will reply here.',
  quoteSent: 'Quote sent to the requester.',
} as const;

/** The requester's page of a request's quote, with its e-mail link's token when there is one. */
export function quotePagePath(reference: string, token?: string): string {
  const path = `/quotes/${encodeURIComponent(reference)}`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/** /track opened from a message: the reference and its token, found without typing a contact. */
export function trackLinkPath(reference: string, token: string): string {
  return `/track?reference=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`;
}
