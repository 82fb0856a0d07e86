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

/** What /track shows of a request, once the reference and a contact detail match. */
export interface TrackedRequest {
  reference: string;
  kind: RequestKind;
  kindLabel: string;
  status: string;
  statusLabel: string;
  submittedAt: string;
  updatedAt: string;
}
