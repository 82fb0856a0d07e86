import { API_GET_SESSION } from '@shared/api-paths';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';
import { ApiError, api, errorMessage } from './api';
import type { OutboxStore, Refusal, SubmissionMethod, SubmissionOutcome } from './outbox-store';

/**
 * Sends the offline queue (docs/decisions/046): the one sender, run by the page (the `online` event,
 * each start, a retry) and by the service worker (Background Sync, with no page open). No React, no
 * toast: it writes each outcome to the store and `announce`s it; the pages show it.
 */

/** The server keeps a key's answer for a day: an item older than that could be stored twice. */
export const OUTBOX_MAX_AGE_MS = 23 * 60 * 60 * 1000;

const EXPIRED: Refusal = {
  status: 0,
  code: 'EXPIRED',
  message: 'It waited more than a day for a connection. Please send it again.',
};

/** The request of a submission, first try or queued: one key for every try, sent as whom. */
export function postSubmission<T>(
  submission: { path: string; method?: SubmissionMethod; body: unknown; key: string },
  credentials: 'same-origin' | 'omit' = 'same-origin',
): Promise<T> {
  return api<T>(submission.path, {
    method: submission.method ?? 'POST',
    body: submission.body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: submission.key },
    credentials,
  });
}

/** Worth sending again later: no network, the server busy or down, or the same key still in progress. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 409 || error.status === 429 || error.status >= 500;
}

function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError) {
    return { status: error.status, code: error.code, message: error.message, fields: error.fields };
  }
  return { status: 0, code: 'UNEXPECTED', message: errorMessage(error) };
}

/** Who is signed in in this browser now (its cookie), the same answer in a page and in the worker. */
async function signedInUserId(): Promise<string | null> {
  const session = await api<{ user?: { id?: string } } | null>(API_GET_SESSION);
  return session?.user?.id ?? null;
}

export interface DrainResult {
  /** An item could not be sent for now (no network, the server busy): try again later. */
  retry: boolean;
}

const LOCK = 'gm-outbox';
let lastSend: Promise<unknown> = Promise.resolve();

/** One sender at a time, whichever tab or worker it is (a Web Lock), else one in this context. */
function oneSenderAtATime<T>(send: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (locks) return locks.request(LOCK, send);
  // Two contexts sending at once would still store each key once.
  const run = lastSend.then(send);
  lastSend = run.catch(() => undefined);
  return run;
}

/**
 * Sends what is queued, oldest first, one at a time, each as who made it: a guest's with no cookie,
 * a signed-in shopper's only while the same shopper is signed in (else it waits). Landed or refused:
 * removed at once, its outcome kept and announced; expired: the same, refused; no network, 409, 429
 * or 5xx: kept, and the rest with it, for the next try.
 */
export function drainOutbox(
  store: OutboxStore,
  announce: (outcome: SubmissionOutcome) => void,
  now: () => number = Date.now,
): Promise<DrainResult> {
  return oneSenderAtATime(async () => {
    const settle = async (outcome: SubmissionOutcome) => {
      await store.settle(outcome);
      announce(outcome);
    };
    let signedIn: Promise<string | null | undefined> | undefined;
    for (const item of await store.items()) {
      const { key, label } = item;
      if (now() - item.queuedAt > OUTBOX_MAX_AGE_MS) {
        await settle({ key, label, ok: false, refusal: EXPIRED });
        continue;
      }
      if (typeof item.userId === 'string') {
        signedIn ??= signedInUserId().catch(() => undefined);
        const current = await signedIn;
        if (current === undefined) return { retry: true };
        if (current !== item.userId) continue;
      }
      let outcome: SubmissionOutcome;
      try {
        const result = await postSubmission<unknown>(item, item.userId === null ? 'omit' : 'same-origin');
        outcome = { key, label, ok: true, result };
      } catch (error) {
        if (isRetryable(error)) return { retry: true };
        outcome = { key, label, ok: false, refusal: refusalOf(error) };
      }
      await settle(outcome);
    }
    return { retry: false };
  });
}
