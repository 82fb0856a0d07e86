// @vitest-environment happy-dom
import { locks } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainOutbox } from './outbox-drain';
import { memoryOutbox, type OutboxStore } from './outbox-store';
import { toast } from './toast';

vi.mock('./toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }),
}));
// The IndexedDB outbox, as the page and the worker share it: here one in memory per test.
const shared = vi.hoisted(() => ({ store: null as OutboxStore | null }));
vi.mock('./outbox-store', async (original) => ({
  ...(await original<typeof import('./outbox-store')>()),
  openIndexedDbOutbox: async () => shared.store,
}));

type Queue = typeof import('./offline-queue');
type Sync = typeof import('./outbox-sync');
let queue: Queue;
let sync: Sync;
let store: OutboxStore;
let online = true;

beforeEach(async () => {
  // Timers that run as usual, cleared after each test: a page's 20 s retry never outlives its test.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // happy-dom has no Web Locks: Node's, as a browser's page has them.
  vi.spyOn(navigator, 'locks', 'get').mockReturnValue(locks as unknown as LockManager);
  localStorage.clear();
  sessionStorage.clear();
  store = memoryOutbox();
  shared.store = store;
  // A fresh page: no form waiting, nobody signed in, the store not yet opened.
  vi.resetModules();
  // No test reaches a server: each gives the answers it needs.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  queue = await import('./offline-queue');
  sync = await import('./outbox-sync');
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  sync.outboxChannel()?.close();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 201) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const init = (call: unknown[]) => call[1] as RequestInit & { headers: Record<string, string> };
const keyOf = (call: unknown[]) => init(call).headers['idempotency-key'];
const until = async (condition: () => boolean | Promise<boolean>) => {
  const deadline = Date.now() + 2000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
const contact = (label = 'x') => ({ path: '/api/requests/contact', body: { a: 1 }, label });

/** Queues a submission offline and waits until it is stored; the promise settles when it lands. */
async function queueOffline(label = 'x', form: { isOpen?: () => boolean } = {}) {
  online = false;
  const onQueued = vi.fn();
  const landed = queue.sendOrQueue<unknown>(contact(label), { ...form, onQueued });
  landed.catch(() => undefined);
  await until(() => onQueued.mock.calls.length === 1);
  const [item] = await store.items();
  return { landed, item: item! };
}

/** The service worker's send: the same drain, its outcomes announced to the pages over the channel. */
function drainAsTheWorker() {
  const channel = new BroadcastChannel('gm-outbox');
  return drainOutbox(store, (outcome) => channel.postMessage({ type: 'outcome', outcome })).finally(() =>
    channel.close(),
  );
}

describe('the offline queue', () => {
  it('sends online at once, with a key', async () => {
    const fetchMock = vi.fn(async () => json({ reference: 'MSG-AAAAAA' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(queue.sendOrQueue(contact())).resolves.toEqual({ reference: 'MSG-AAAAAA' });
    expect(keyOf(fetchMock.mock.calls[0]!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.items()).toEqual([]);
  });

  it('queues offline in the shared store, says so, and sends once with the same key when back', async () => {
    const fetchMock = vi.fn(async () => json({ reference: 'MSG-BBBBBB' }));
    vi.stubGlobal('fetch', fetchMock);
    const { landed, item } = await queueOffline();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(item).toMatchObject({ path: '/api/requests/contact', body: { a: 1 } });

    online = true;
    await Promise.all([queue.sendQueued(), queue.sendQueued()]);
    await expect(landed).resolves.toEqual({ reference: 'MSG-BBBBBB' });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(keyOf(fetchMock.mock.calls[0]!)).toBe(item.key);
    // Nothing typed stays, and the form took the outcome: nothing left to announce either.
    expect(await store.items()).toEqual([]);
    expect(await store.outcomes()).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('queues a send that fails for lack of a network, keeps it through another failure, then sends it', async () => {
    let reachable = false;
    const fetchMock = vi.fn(async () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return json({ reference: 'MSG-CCCCCC' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onQueued = vi.fn();
    const landed = queue.sendOrQueue(contact(), { onQueued });
    await until(() => onQueued.mock.calls.length === 1);
    const [item] = await store.items();
    await queue.sendQueued();
    expect(await store.items()).toHaveLength(1);
    reachable = true;
    await queue.sendQueued();
    await expect(landed).resolves.toEqual({ reference: 'MSG-CCCCCC' });
    // The first try and the retries all carried the one key.
    expect(new Set(fetchMock.mock.calls.map(keyOf))).toEqual(new Set([item!.key]));
    expect(await store.items()).toEqual([]);
  });

  it('drops a refused item and hands the refusal to the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'VALIDATION_ERROR', message: 'Subject is too short' } }, 400)),
    );
    const { landed } = await queueOffline();
    online = true;
    await queue.sendQueued();
    await expect(landed).rejects.toMatchObject({ status: 400, message: 'Subject is too short' });
    expect(await store.items()).toEqual([]);
  });

  it('records who made it: the signed-in shopper the page knows, a guest, or nobody known', async () => {
    queue.setSignedInUser('user-a');
    const mine = await queueOffline();
    expect(mine.item.userId).toBe('user-a');
    queue.setSignedInUser(null);
    await queueOffline();
    // A page opened offline could not read its session: sent with the session there is then.
    queue.setSignedInUser(undefined);
    await queueOffline();
    expect((await store.items()).map((queued) => queued.userId)).toEqual(['user-a', null, undefined]);
  });

  it('hands what the worker sent to the form still waiting for it, without a notice', async () => {
    await queue.startOfflineQueue();
    const { landed } = await queueOffline('Your message');
    online = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ reference: 'MSG-DDDDDD' })),
    );
    await drainAsTheWorker();
    await expect(landed).resolves.toEqual({ reference: 'MSG-DDDDDD' });
    await until(async () => (await store.outcomes()).length === 0);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows a lasting notice when the form is gone', async () => {
    await queue.startOfflineQueue();
    const { item } = await queueOffline('Your message', { isOpen: () => false });
    online = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ reference: 'MSG-EEEEEE' })),
    );
    await drainAsTheWorker();
    await until(() => vi.mocked(toast.success).mock.calls.length === 1);
    expect(toast.dismiss).toHaveBeenCalledWith(item.key);
    expect(toast.success).toHaveBeenCalledWith(
      'Your message was sent',
      expect.objectContaining({
        description: 'Your reference: MSG-EEEEEE',
        duration: Number.POSITIVE_INFINITY,
      }),
    );
    expect(await store.outcomes()).toEqual([]);
  });

  it('shows the notice again after the tab reloads, until it is closed', async () => {
    await queue.startOfflineQueue();
    await queueOffline('Your message', { isOpen: () => false });
    online = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ reference: 'MSG-GGGGGG' })),
    );
    await drainAsTheWorker();
    await until(() => vi.mocked(toast.success).mock.calls.length === 1);

    // The page reloads (the offline page does when the connection returns): the outcome is taken.
    vi.resetModules();
    queue = await import('./offline-queue');
    await queue.startOfflineQueue();
    expect(toast.success).toHaveBeenCalledTimes(2);
    expect(vi.mocked(toast.success).mock.calls[1]![1]).toMatchObject({
      description: 'Your reference: MSG-GGGGGG',
    });

    // Closed: the next reload says nothing more.
    vi.mocked(toast.success).mock.calls[1]![1]!.onDismiss!({ id: 1 });
    vi.resetModules();
    queue = await import('./offline-queue');
    await queue.startOfflineQueue();
    expect(toast.success).toHaveBeenCalledTimes(2);
  });

  it('leaves an outcome to the tab whose form waits for it', async () => {
    await store.put({
      key: 'k2',
      path: '/api/requests/contact',
      body: {},
      label: 'Your message',
      queuedAt: 1,
    });
    // Another tab's form waits for k2: it holds the lock named after the key (as sendOrQueue does).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      void navigator.locks.request('gm-outbox-form:k2', () => {
        resolve();
        return new Promise<void>((done) => {
          release = done;
        });
      });
    });
    await held;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ reference: 'MSG-JJJJJJ' })),
    );
    await queue.sendQueued();
    expect(await store.items()).toEqual([]);
    expect(await store.outcomes()).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
    release();
  });

  it('at the next start, says once what landed while no page was open', async () => {
    await store.put({
      key: 'k1',
      path: '/api/requests/contact',
      body: {},
      label: 'Your message',
      queuedAt: 1,
    });
    await store.settle({ key: 'k1', label: 'Your message', ok: true, result: { reference: 'MSG-FFFFFF' } });
    vi.stubGlobal('fetch', vi.fn());

    await queue.startOfflineQueue();

    expect(toast.success).toHaveBeenCalledWith(
      'Your message was sent',
      expect.objectContaining({ description: 'Your reference: MSG-FFFFFF' }),
    );
    expect(await store.outcomes()).toEqual([]);
  });

  it('at the start of an offline visit, says what an earlier one left waiting; the notice goes when it lands', async () => {
    const { item } = await queueOffline('Your message', { isOpen: () => false });
    await queue.startOfflineQueue();
    expect(toast).toHaveBeenCalledWith(
      'Your message is waiting for a connection',
      expect.objectContaining({ id: item.key, duration: Number.POSITIVE_INFINITY }),
    );

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ reference: 'MSG-CCCCCC' })),
    );
    online = true;
    await queue.sendQueued();
    await until(() => vi.mocked(toast.success).mock.calls.length === 1);
    expect(toast.dismiss).toHaveBeenCalledWith(item.key);
    expect(toast.success).toHaveBeenCalledWith(
      'Your message was sent',
      expect.objectContaining({ description: 'Your reference: MSG-CCCCCC' }),
    );
  });

  it('moves the queue an older version left in localStorage, once, and sends it with its key', async () => {
    const legacy = {
      key: 'legacy-key',
      path: '/api/requests/contact',
      body: { a: 9 },
      label: 'Your message',
    };
    localStorage.setItem(
      'gm-outbox',
      JSON.stringify([{ ...legacy, queuedAt: Date.now() }, { broken: true }]),
    );
    online = false;

    await queue.startOfflineQueue();
    expect(localStorage.getItem('gm-outbox')).toBeNull();
    expect(await store.items()).toEqual([expect.objectContaining(legacy)]);
    expect(toast).toHaveBeenCalledWith('Your message is waiting for a connection', expect.anything());

    const fetchMock = vi.fn(async () => json({ reference: 'MSG-GGGGGG' }));
    vi.stubGlobal('fetch', fetchMock);
    online = true;
    await queue.sendQueued();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(keyOf(fetchMock.mock.calls[0]!)).toBe('legacy-key');
    expect(init(fetchMock.mock.calls[0]!).credentials).toBe('same-origin');
    expect(await store.items()).toEqual([]);
  });

  it('without IndexedDB, still queues and sends while the page is open', async () => {
    shared.store = null;
    const fetchMock = vi.fn(async () => json({ reference: 'MSG-HHHHHH' }));
    vi.stubGlobal('fetch', fetchMock);
    online = false;
    const onQueued = vi.fn();
    const landed = queue.sendOrQueue(contact(), { onQueued });
    await until(() => onQueued.mock.calls.length === 1);
    expect(await queue.queuedSubmissions()).toHaveLength(1);
    online = true;
    await queue.sendQueued();
    await expect(landed).resolves.toEqual({ reference: 'MSG-HHHHHH' });
  });
});
