import type { DhlStatus } from '../dhl/dhl-shipment-update';
import { optionList } from './option-list';
import type { RequestKind } from './request-kinds';

/**
 * The statuses of a service request, in the order a request moves through them.
 * No zod here: the admin's inbox renders them at first load, the server enforces them.
 */
export const REQUEST_STATUSES = optionList({
  received: 'Received',
  in_progress: 'In progress',
  quoted: 'Quoted',
  completed: 'Completed',
  cancelled: 'Cancelled',
});
export type RequestStatus = (typeof REQUEST_STATUSES.values)[number];

const ORDER: readonly RequestStatus[] = ['received', 'in_progress', 'quoted', 'completed'];
const FINAL = new Set<RequestStatus>(['completed', 'cancelled']);

/**
 * The one transition rule: a request only moves forward along received → in_progress → quoted →
 * completed (steps may be skipped: a contact message goes straight from received to completed), or
 * is cancelled from any open status. Completed and cancelled are final; nothing moves back.
 */
export function canMoveRequest(from: RequestStatus, to: RequestStatus): boolean {
  if (FINAL.has(from) || from === to) return false;
  if (to === 'cancelled') return true;
  return ORDER.indexOf(to) > ORDER.indexOf(from);
}

/** The statuses a request in `from` may be moved to, in order. */
export function nextRequestStatuses(from: RequestStatus): RequestStatus[] {
  return REQUEST_STATUSES.values.filter((to) => canMoveRequest(from, to));
}

export function isRequestStatus(status: string): status is RequestStatus {
  return (REQUEST_STATUSES.values as readonly string[]).includes(status);
}

/**
 * DHL shipments keep their own statuses (managed in /admin/dhl) and vendor registrations theirs
 * (verified in /admin/vendors): the inbox lists and filters them by the request status each means.
 */
export const DHL_INBOX_STATUS: Record<DhlStatus, RequestStatus> = {
  pending: 'received',
  confirmed: 'in_progress',
  picked_up: 'in_progress',
  shipped: 'in_progress',
  delivered: 'completed',
  cancelled: 'cancelled',
};
export const VENDOR_INBOX_STATUS: Record<string, RequestStatus> = {
  pending_verification: 'received',
  verified: 'completed',
  rejected: 'cancelled',
};

/** The kinds whose status the inbox changes; DHL and vendor rows link to their own views. */
export function isInboxManaged(kind: RequestKind): boolean {
  return kind !== 'dhl' && kind !== 'vendor';
}

export const REQUEST_ADMIN_MESSAGES = {
  fetchFailed: 'Failed to fetch requests',
  updated: 'Request updated successfully',
  updateFailed: 'Failed to update request',
  notFound: 'Request not found.',
  managedElsewhere: 'This request is updated in its own view.',
} as const;

/** "A request that is Completed cannot become In progress." */
export function refusedTransitionMessage(from: RequestStatus, to: RequestStatus): string {
  const labels = REQUEST_STATUSES.labels;
  return `A request that is ${labels[from]} cannot become ${labels[to]}.`;
}
