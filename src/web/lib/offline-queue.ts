import { ApiError, errorMessage } from './api';
import { newIdempotencyKey } from './idempotency-key';
import { drainOutbox, postSubmission } from './outbox-drain';
import {
  memoryOutbox,
  type OutboxStore,
  openIndexedDbOutbox,
  type QueuedSubmission,
  type Refusal,
  type SubmissionMethod,
  type SubmissionOutcome,
} from './outbox-store';
import { isOutcomeMessage, OUTBOX_SYNC_TAG, outboxChannel, postOutcome } from './outbox-sync';
import { toast } from './toast';

/**
 * Submissions made without a connection, the page's side (docs/decisions/046): queued in IndexedDB
 * with their Idempotency-Key and who made them, sent when the connection returns (the `online`
 * event, the next start of the app, a retry while the browser claims to be online, and the service
 * worker's Background Sync, with or without a page open). The server answers a key it has seen with
 * its first answer, so an item sent twice is still stored once.
 */

/** Where the queue was kept before IndexedDB: moved into it once, at start. */
const LEGACY_STORAGE_KEY = 'gm-outbox';
/** Online but unreachable (a captive portal, a dead link): try again after this long. */
const RETRY_MS = 20_000;

interface WaitingForm {
  settle: (outcome: SubmissionOutcome) => void;
  /** False once the form is gone (the shopper went elsewhere): a notice tells them instead. */
  isOpen: () => boolean;
}
/** The forms of this page waiting for their submission: while open, they show the answer themselves. */
const waiting = new Map<string, WaitingForm>();

let opened: Promise<OutboxStore> | undefined;
/** IndexedDB; without it (some private modes) the page keeps its queue, and sends it, while it is open. */
function outbox(): Promise<OutboxStore> {
  opened ??= openIndexedDbOutbox().then((store) => store ?? memoryOutbox());
  return opened;
}

/** What is waiting to be sent on this device, oldest first. */
export async function queuedSubmissions(): Promise<QueuedSubmission[]> {
  return (await outbox()).items();
}

/** Undefined until the page has read its session (or when it could not: offline). */
let signedInUser: string | null | undefined;

/**
 * Who the page knows is signed in (the shell keeps it told): a submission queued now is sent as
 * that person, or as a guest; while nobody is known (undefined), with the session there is when it
 * is sent. Signing in may free a submission that waited for its maker.
 */
export function setSignedInUser(userId: string | null | undefined) {
  if (userId === signedInUser) return;
  signedInUser = userId;
  if (typeof userId === 'string') void sendQueued();
}

/** The browser says it is offline, or the request never reached the server. */
export function isOfflineFailure(error: unknown): boolean {
  return !navigator.onLine || (error instanceof ApiError && error.status === 0);
}

const apiError = (refusal: Refusal) =>
  new ApiError(refusal.status, refusal.code, refusal.message, refusal.fields);

/**
 * Sends one submission with a key of its own. Offline (or when the request fails for lack of a
 * network) it is queued instead, `onQueued` tells the form, and the promise settles when it lands:
 * with the server's answer, or its refusal.
 */
export async function sendOrQueue<T>(
  submission: { path: string; method?: SubmissionMethod; body: unknown; label: string },
  form: { onQueued?: () => void; isOpen?: () => boolean } = {},
): Promise<T> {
  const key = newIdempotencyKey();
  if (navigator.onLine) {
    try {
      return await postSubmission<T>({ ...submission, key });
    } catch (error) {
      if (!isOfflineFailure(error)) throw error;
    }
  }
  // Waiting before the item is stored: whoever sends it may answer at once.
  let notSaved: (error: unknown) => void = nothing;
  const landed = new Promise<T>((resolve, reject) => {
    notSaved = reject;
    waiting.set(key, {
      settle: (outcome) => (outcome.ok ? resolve(outcome.result as T) : reject(apiError(outcome.refusal))),
      isOpen: form.isOpen ?? (() => true),
    });
  });
  await holdForForm(key, landed);
  const store = await outbox();
  try {
    await store.put({ ...submission, key, queuedAt: Date.now(), userId: signedInUser });
  } catch (error) {
    // Storage refused it (full): the form shows the error, as for a failed send.
    waiting.delete(key);
    notSaved(error);
    return landed;
  }
  form.onQueued?.();
  if (store.durable) requestBackgroundSync();
  scheduleRetry();
  return landed;
}

const formLock = (key: string) => `gm-outbox-form:${key}`;
const nothing = () => undefined;

/**
 * While a form waits for its submission, this page holds a Web Lock named after its key: another
 * tab (or a page the worker's outcome reaches first) leaves that outcome to this page.
 */
function holdForForm(key: string, landed: Promise<unknown>): Promise<void> {
  const locks = navigator.locks;
  if (!locks) return Promise.resolve();
  return new Promise((held) => {
    void locks.request(formLock(key), () => {
      held();
      return landed.then(nothing, nothing);
    });
  });
}

async function formWaitsElsewhere(key: string): Promise<boolean> {
  const locks = navigator.locks;
  if (!locks) return false;
  return locks.request(formLock(key), { ifAvailable: true }, (lock) => lock === null);
}

/**
 * An outcome, from this page's send, another tab's or the worker's: to the form that waits for it,
 * else a notice that stays until it is dismissed. Taken from the store first, so it is said once.
 */
async function deliver(outcome: SubmissionOutcome) {
  const form = waiting.get(outcome.key);
  if (!form && (await formWaitsElsewhere(outcome.key))) return;
  if (!(await (await outbox()).takeOutcome(outcome.key))) return;
  waiting.delete(outcome.key);
  if (form?.isOpen()) form.settle(outcome);
  else notify(outcome);
}

/**
 * The notices of this tab not yet closed, kept for the tab's life: a reload (the offline page's,
 * when the connection returns) shows them again, where the outcome itself is already taken.
 */
const OPEN_NOTICES = 'gm-outbox-notices';

function openNotices(): SubmissionOutcome[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(OPEN_NOTICES) ?? '[]');
    return Array.isArray(kept) ? kept : [];
  } catch {
    return [];
  }
}

function keepOpenNotices(outcomes: SubmissionOutcome[]) {
  try {
    sessionStorage.setItem(OPEN_NOTICES, JSON.stringify(outcomes));
  } catch {
    // No session storage: the notice lasts as long as the page.
  }
}

const withoutNotice = (key: string) => openNotices().filter((outcome) => outcome.key !== key);

function notify(outcome: SubmissionOutcome) {
  keepOpenNotices([...withoutNotice(outcome.key), outcome]);
  // The notice of an earlier visit that it was waiting.
  toast.dismiss(outcome.key);
  const lasting = {
    duration: Number.POSITIVE_INFINITY,
    closeButton: true,
    onDismiss: () => keepOpenNotices(withoutNotice(outcome.key)),
  };
  if (outcome.ok) {
    const reference = (outcome.result as { reference?: unknown } | null)?.reference;
    toast.success(`${outcome.label} was sent`, {
      description: typeof reference === 'string' ? `Your reference: ${reference}` : undefined,
      ...lasting,
    });
  } else {
    toast.error(`${outcome.label} could not be sent`, {
      description: errorMessage(apiError(outcome.refusal)),
      ...lasting,
    });
  }
}

function announce(outcome: SubmissionOutcome) {
  postOutcome(outcome);
  void deliver(outcome).catch(nothing);
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRetry() {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void sendQueued(), RETRY_MS);
}

/** Sends what is queued now (`drainOutbox`: oldest first, one sender at a time in all tabs). */
export async function sendQueued(): Promise<void> {
  if (!navigator.onLine) return;
  try {
    const { retry } = await drainOutbox(await outbox(), announce);
    if (retry) scheduleRetry();
  } catch {
    // The store failed (storage full, the database closed): the items are still there.
    scheduleRetry();
  }
}

/** Where the browser has Background Sync, the service worker sends the queue when it is back online. */
function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  // `ready` never settles without a worker (blocked, or not yet installed): nothing is lost then.
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(nothing);
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

function isLegacyItem(value: unknown): value is QueuedSubmission {
  const item = value as Partial<QueuedSubmission> | null;
  return (
    typeof item?.key === 'string' &&
    typeof item.path === 'string' &&
    typeof item.label === 'string' &&
    typeof item.queuedAt === 'number'
  );
}

/**
 * The queue of the app before this version, in localStorage: moved once, so an upgrade loses nobody's
 * message. Those items do not say who made them: sent with whatever session there is, as they were.
 */
async function moveLegacyOutbox(store: OutboxStore) {
  const saved = localStorage.getItem(LEGACY_STORAGE_KEY);
  if (saved === null) return;
  let items: unknown;
  try {
    items = JSON.parse(saved);
  } catch {
    items = [];
  }
  for (const item of Array.isArray(items) ? items.filter(isLegacyItem) : []) {
    await store.put({
      key: item.key,
      path: item.path,
      body: item.body,
      label: item.label,
      queuedAt: item.queuedAt,
    });
  }
  localStorage.removeItem(LEGACY_STORAGE_KEY);
}

/**
 * At the start of the app: show again the notices this tab had open, move an older version's queue,
 * say what an earlier visit left waiting
 * (offline) or what landed while no page was open, then send; and listen for the connection and
 * for the outcomes other tabs and the worker announce.
 */
export async function startOfflineQueue(): Promise<void> {
  window.addEventListener('online', () => void sendQueued());
  outboxChannel()?.addEventListener('message', (event: MessageEvent) => {
    if (isOutcomeMessage(event.data)) void deliver(event.data.outcome).catch(nothing);
  });
  for (const outcome of openNotices()) notify(outcome);
  try {
    const store = await outbox();
    await moveLegacyOutbox(store);
    // The form that queued them is gone (and its draft with them): say they are not lost.
    if (!navigator.onLine) {
      for (const item of await store.items()) {
        toast(`${item.label} is waiting for a connection`, {
          id: item.key,
          description: 'It is saved on this device and will be sent when the connection returns.',
          duration: Number.POSITIVE_INFINITY,
          closeButton: true,
        });
      }
    }
    for (const outcome of await store.outcomes()) await deliver(outcome);
  } catch {
    // No storage to read (localStorage or IndexedDB refused): nothing of an earlier visit to say.
  }
  await sendQueued();
}
