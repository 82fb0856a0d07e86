/**
 * Where the offline queue keeps its submissions and what became of them (docs/decisions/046):
 * IndexedDB, which the page and the service worker both read, so the worker can send the queue with
 * no page open. No React, no toast: the worker imports it.
 */

/** How a queued submission is sent: a new thing (POST), or a change of the shopper's own (PUT). */
export type SubmissionMethod = 'POST' | 'PUT';

/** A submission waiting on this device for the connection. */
export interface QueuedSubmission {
  /** Its Idempotency-Key, kept across every try. */
  key: string;
  path: string;
  /** POST when absent (every item queued before account changes could wait too). */
  method?: SubmissionMethod;
  body: unknown;
  /** What it is, for a notice shown after the page was left: "Your contact message". */
  label: string;
  queuedAt: number;
  /**
   * Who made it, and so who sends it: the signed-in user's id, or null for a guest. Undefined only
   * for an item queued before the device recorded it (moved from localStorage): sent with whatever
   * session there is, as it was then.
   */
  userId?: string | null;
}

/** A refusal in words, as `ApiError` holds it (an error object does not survive IndexedDB). */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** What became of a queued submission: kept until a page has handed it to its form or shown it. */
export type SubmissionOutcome = { key: string; label: string } & (
  | { ok: true; result: unknown }
  | { ok: false; refusal: Refusal }
);

export interface OutboxStore {
  /** True when it outlives the page (IndexedDB): the service worker sends it too. */
  readonly durable: boolean;
  /** The waiting submissions, oldest first. */
  items(): Promise<QueuedSubmission[]>;
  /** Adds a submission, or replaces the one with its key. */
  put(item: QueuedSubmission): Promise<void>;
  /** Removes the submission (nothing typed stays) and keeps its outcome, both at once. */
  settle(outcome: SubmissionOutcome): Promise<void>;
  outcomes(): Promise<SubmissionOutcome[]>;
  /** Removes an outcome and returns it; undefined when it is gone (another page took it). */
  takeOutcome(key: string): Promise<SubmissionOutcome | undefined>;
}

const oldestFirst = (a: QueuedSubmission, b: QueuedSubmission) => a.queuedAt - b.queuedAt;

/**
 * The same in memory: where IndexedDB is missing (some private modes) the page sends its queue only
 * while it is open; the unit tests use it too.
 */
export function memoryOutbox(): OutboxStore {
  const items = new Map<string, QueuedSubmission>();
  const outcomes = new Map<string, SubmissionOutcome>();
  return {
    durable: false,
    items: async () => [...items.values()].sort(oldestFirst),
    put: async (item) => {
      items.set(item.key, structuredClone(item));
    },
    settle: async (outcome) => {
      items.delete(outcome.key);
      outcomes.set(outcome.key, structuredClone(outcome));
    },
    outcomes: async () => [...outcomes.values()],
    takeOutcome: async (key) => {
      const outcome = outcomes.get(key);
      outcomes.delete(key);
      return outcome;
    },
  };
}

const DB_NAME = 'gm-outbox';
const ITEMS = 'items';
const OUTCOMES = 'outcomes';

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(ITEMS, { keyPath: 'key' });
    request.result.createObjectStore(OUTCOMES, { keyPath: 'key' });
  };
  return result(request).then((db) => {
    // A later version of the app upgrading the database must not wait for this connection; a
    // connection closed (by that, or by the browser) is opened again at the next use.
    db.onversionchange = () => {
      db.close();
      opened = undefined;
    };
    db.onclose = () => {
      opened = undefined;
    };
    return db;
  });
}

let opened: Promise<IDBDatabase | null> | undefined;

/** The IndexedDB outbox, or null where the browser has none or refuses it (private modes). */
export async function openIndexedDbOutbox(): Promise<OutboxStore | null> {
  opened ??= typeof indexedDB === 'undefined' ? Promise.resolve(null) : open().catch(() => null);
  const db = await opened;
  if (!db) return null;
  return {
    durable: true,
    items: async () => {
      const all = await result(db.transaction(ITEMS).objectStore(ITEMS).getAll());
      return (all as QueuedSubmission[]).sort(oldestFirst);
    },
    put: async (item) => {
      const transaction = db.transaction(ITEMS, 'readwrite');
      transaction.objectStore(ITEMS).put(item);
      await committed(transaction);
    },
    settle: async (outcome) => {
      const transaction = db.transaction([ITEMS, OUTCOMES], 'readwrite');
      transaction.objectStore(ITEMS).delete(outcome.key);
      transaction.objectStore(OUTCOMES).put(outcome);
      await committed(transaction);
    },
    outcomes: async () =>
      (await result(db.transaction(OUTCOMES).objectStore(OUTCOMES).getAll())) as SubmissionOutcome[],
    takeOutcome: async (key) => {
      // One read-write transaction: of two pages taking the same outcome, one gets it.
      const transaction = db.transaction(OUTCOMES, 'readwrite');
      const store = transaction.objectStore(OUTCOMES);
      const found = result(store.get(key));
      store.delete(key);
      const [outcome] = await Promise.all([found, committed(transaction)]);
      return outcome as SubmissionOutcome | undefined;
    },
  };
}
