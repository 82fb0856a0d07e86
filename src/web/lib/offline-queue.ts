import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';
import { ApiError, api, errorMessage } from './api';
import { OUTBOX_SYNC_TAG } from './outbox-sync';
import { toast } from './toast';

/**
 * Submissions made without a connection (docs/decisions/046): kept in localStorage with their
 * Idempotency-Key, so they survive a reload, and sent when the connection returns (the `online`
 * event, the next start of the app, or a retry while the browser claims to be online). The server
 * answers a key it has seen with its first answer, so an item sent twice is still stored once.
 */
export interface QueuedSubmission {
  key: string;
  path: string;
  body: unknown;
  /** What it is, for a notice shown after the page was left: "Your contact message". */
  label: string;
  queuedAt: number;
}

const STORAGE_KEY = 'gm-outbox';
/** The server keeps a key's answer for a day: an item older than that could be stored twice. */
const MAX_AGE_MS = 23 * 60 * 60 * 1000;
/** Online but unreachable (a captive portal, a dead link): try again after this long. */
const RETRY_MS = 20_000;

export const QUEUED_MESSAGE =
  "You're offline. Your submission is saved on this device and will be sent when the connection returns.";

type Outcome = { ok: true; result: unknown } | { ok: false; error: unknown };
interface WaitingForm {
  settle: (outcome: Outcome) => void;
  /** False once the form is gone (the shopper went elsewhere): a notice tells them instead. */
  isOpen: () => boolean;
}
/** The forms waiting for their submission: while open, they show the answer themselves. */
const waiting = new Map<string, WaitingForm>();

function read(): QueuedSubmission[] {
  try {
    const items: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(items) ? (items as QueuedSubmission[]) : [];
  } catch {
    return [];
  }
}

function write(items: QueuedSubmission[]) {
  if (items.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  else localStorage.removeItem(STORAGE_KEY);
}

/** What is waiting to be sent on this device. */
export function queuedSubmissions(): QueuedSubmission[] {
  return read();
}

/** A fresh key per submission; `randomUUID` needs a secure context, `getRandomValues` does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser says it is offline, or the request never reached the server. */
export function isOfflineFailure(error: unknown): boolean {
  return !navigator.onLine || (error instanceof ApiError && error.status === 0);
}

/** Worth sending again later: no network, the server busy or down, or the same key still in progress. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 409 || error.status === 429 || error.status >= 500;
}

function post<T>(path: string, body: unknown, key: string): Promise<T> {
  return api<T>(path, { method: 'POST', body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
}

/**
 * Sends one submission with a key of its own. Offline (or when the request fails for lack of a
 * network) it is queued instead, `onQueued` tells the form, and the promise settles when it lands:
 * with the server's answer, or its refusal.
 */
export async function sendOrQueue<T>(
  submission: { path: string; body: unknown; label: string },
  form: { onQueued?: () => void; isOpen?: () => boolean } = {},
): Promise<T> {
  const key = newIdempotencyKey();
  if (navigator.onLine) {
    try {
      return await post<T>(submission.path, submission.body, key);
    } catch (error) {
      if (!isOfflineFailure(error)) throw error;
    }
  }
  write([...read(), { ...submission, key, queuedAt: Date.now() }]);
  form.onQueued?.();
  requestBackgroundSync();
  const landed = new Promise<T>((resolve, reject) => {
    waiting.set(key, {
      settle: (outcome) => (outcome.ok ? resolve(outcome.result as T) : reject(outcome.error)),
      isOpen: form.isOpen ?? (() => true),
    });
  });
  scheduleRetry();
  return landed;
}

function settle(item: QueuedSubmission, outcome: Outcome) {
  const form = waiting.get(item.key);
  waiting.delete(item.key);
  if (form?.isOpen()) {
    form.settle(outcome);
    return;
  }
  // The page was left or reloaded: a notice that stays until it is dismissed.
  toast.dismiss(item.key);
  if (outcome.ok) {
    const reference = (outcome.result as { reference?: unknown } | null)?.reference;
    toast.success(`${item.label} was sent`, {
      description: typeof reference === 'string' ? `Your reference: ${reference}` : undefined,
      duration: Number.POSITIVE_INFINITY,
      closeButton: true,
    });
  } else {
    toast.error(`${item.label} could not be sent`, {
      description: errorMessage(outcome.error),
      duration: Number.POSITIVE_INFINITY,
      closeButton: true,
    });
  }
}

function remove(key: string) {
  write(read().filter((item) => item.key !== key));
}

let draining: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRetry() {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void sendQueued(), RETRY_MS);
}

/**
 * Sends what is queued, oldest first, one at a time. A Web Lock keeps two tabs from sending at the
 * same moment (the key would still make it one row). Landed or refused: removed at once, so nothing
 * typed stays on the device; no network: kept for the next try.
 */
export function sendQueued(): Promise<void> {
  if (!navigator.onLine || !read().length) return Promise.resolve();
  draining ??= (async () => {
    try {
      if (navigator.locks) await navigator.locks.request(STORAGE_KEY, drain);
      else await drain();
    } finally {
      draining = null;
    }
  })();
  return draining;
}

async function drain() {
  for (const item of read()) {
    if (Date.now() - item.queuedAt > MAX_AGE_MS) {
      remove(item.key);
      settle(item, {
        ok: false,
        error: new ApiError(
          0,
          'EXPIRED',
          'It waited more than a day for a connection. Please send it again.',
        ),
      });
      continue;
    }
    try {
      const result = await post<unknown>(item.path, item.body, item.key);
      remove(item.key);
      settle(item, { ok: true, result });
    } catch (error) {
      if (isRetryable(error)) {
        scheduleRetry();
        return;
      }
      remove(item.key);
      settle(item, { ok: false, error });
    }
  }
}

/** Where the browser has Background Sync, the service worker wakes the page when it is back online. */
function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  // `ready` never settles without a worker (blocked, or not yet installed): nothing is lost then.
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** At the start of the app: send what an earlier visit left, and whatever waits when back online. */
export function startOfflineQueue() {
  // The form that queued them is gone (and its draft with them): say they are not lost.
  if (!navigator.onLine) {
    for (const item of read()) {
      toast(`${item.label} is waiting for a connection`, {
        id: item.key,
        description: 'It is saved on this device and will be sent when the connection returns.',
        duration: Number.POSITIVE_INFINITY,
        closeButton: true,
      });
    }
  }
  window.addEventListener('online', () => void sendQueued());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_SYNC_TAG) void sendQueued();
  });
  void sendQueued();
}
