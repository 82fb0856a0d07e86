import type { SubmissionOutcome } from './outbox-store';

/**
 * The Background Sync tag of the offline queue (docs/decisions/046): queuing registers it, and the
 * service worker sends the outbox when the browser fires it, with or without a page open.
 */
export const OUTBOX_SYNC_TAG = 'gm-outbox';

/** Whoever sends an item (a page or the worker) tells the open pages what became of it. */
const OUTBOX_CHANNEL = 'gm-outbox';

export interface OutcomeMessage {
  type: 'outcome';
  outcome: SubmissionOutcome;
}

let channel: BroadcastChannel | undefined;

/** The channel the outcomes go through, or undefined where the browser has none. */
export function outboxChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(OUTBOX_CHANNEL);
  return channel;
}

export function isOutcomeMessage(data: unknown): data is OutcomeMessage {
  return (data as { type?: unknown } | null)?.type === 'outcome';
}

/** Tells the open pages (the others: a channel never hears itself) what became of an item. */
export function postOutcome(outcome: SubmissionOutcome) {
  outboxChannel()?.postMessage({ type: 'outcome', outcome } satisfies OutcomeMessage);
}
