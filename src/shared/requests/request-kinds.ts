import type { RequestEventView } from '../quotes/request-event';

import type { DeliveryProgress } from '../riders/delivery-progress';
/**
 * Every kind of service request the shop stores, with the prefix of its reference (e.g.
 * DLV-7K3Q9M) and the name /track shows. No zod here: pages import it at first render.
 */
export const REQUEST_KINDS = {
  delivery: { prefix: 'DLV', label: 'Delivery request' },
  dhl: { prefix: 'DHL', label: 'DHL pickup & shipping' },
  vendor: { prefix: 'VND', label: 'Vendor registration' },
  driver_rider_application: { prefix: 'APP', label: 'Driver & rider application' },
  shop_for_me: { prefix: 'SFM', label: 'Shop for Me request' },
  shop_ship_usa: { prefix: 'USA', label: 'Shop & Ship USA request' },
  shop_ship_china: { prefix: 'CHN', label: 'Shop & Ship China request' },
  shop_ship_dubai: { prefix: 'DXB', label: 'Shop & Ship Dubai request' },
  insurance: { prefix: 'INS', label: 'Insurance request' },
  contact: { prefix: 'MSG', label: 'Contact message' },
} as const;
export type RequestKind = keyof typeof REQUEST_KINDS;

/** The orders /track finds too, by the references the orders and checkout modules give them. */
export const TRACKED_ORDER_KINDS = {
  deal_order: { prefix: 'ORD', label: 'Flash deal order' },
  dropshipping_order: { prefix: 'DSP', label: 'Drop-shipping order' },
} as const;
export type TrackedOrderKind = keyof typeof TRACKED_ORDER_KINDS;

/** Everything /track finds. */
export type TrackKind = RequestKind | TrackedOrderKind;
export const TRACK_KINDS: Record<TrackKind, { prefix: string; label: string }> = {
  ...REQUEST_KINDS,
  ...TRACKED_ORDER_KINDS,
};

/** The kinds kept in the one `service_requests` table (the others have tables of their own). */
export const SERVICE_REQUEST_KINDS = [
  'shop_for_me',
  'shop_ship_usa',
  'shop_ship_china',
  'shop_ship_dubai',
  'insurance',
  'contact',
  'driver_rider_application',
] as const satisfies readonly RequestKind[];
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];

/** The page where a reference can be looked up. */
export const TRACK_PATH = '/track';

export function trackUrl(reference: string): string {
  return `${TRACK_PATH}?reference=${encodeURIComponent(reference)}`;
}

/** 201 from every submission endpoint: the reference the success message shows. */
export interface SubmittedRequest {
  reference: string;
}

/** One line of a tracked order: what it is and its status timeline, nothing personal. */
export interface TrackedOrderLine {
  id: string;
  name: string;
  quantity: number;
  status: string;
  statusLabel: string;
  history: { status: string; statusLabel: string; at: string }[];
}

/** What /track shows of an order besides its status: each line's timeline. */
export interface TrackedOrder {
  kind: 'deal' | 'dropshipping';
  lines: TrackedOrderLine[];
  /** The rider's progress once one has it (never the receiver's code). */
  delivery: DeliveryProgress | null;
}

/** What /track shows of a request, once the reference and a contact detail match. */
export interface TrackedRequest {
  reference: string;
  kind: TrackKind;
  kindLabel: string;
  status: string;
  statusLabel: string;
  submittedAt: string;
  updatedAt: string;
  /** Orders only: the timeline of each line. */
  order?: TrackedOrder;
  /** Requests the shop quotes and answers: the quote, the steps and the thread with the shop. */
  quoting?: TrackedQuoting;
}

/** What /track shows of a request's quote, its steps and its thread. */
export interface TrackedQuoting {
  /** The quote page (with the link's token: whoever found the request here may open it). */
  quoteUrl: string | null;
  /** The quote's total (GH₵) and state in words, when there is one. */
  quoteTotal: string | null;
  quoteStatusLabel: string | null;
  history: RequestEventView[];
  thread: RequestEventView[];
}
