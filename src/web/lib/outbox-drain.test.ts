import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainOutbox, OUTBOX_MAX_AGE_MS } from './outbox-drain';
import { memoryOutbox, type OutboxStore, type QueuedSubmission } from './outbox-store';

const NOW = Date.UTC(2025, 0, 1, 12);
const now = () => NOW;
const SESSION = '/api/auth/get-session';

const json = (body: unknown, status = 201) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function item(key: string, fields: Partial<QueuedSubmission> = {}): QueuedSubmission {
  return {
    key,
    path: '/api/requests/contact',
    body: { key },
    label: 'Your message',
    queuedAt: NOW,
    ...fields,
  };
}

async function storeWith(...items: QueuedSubmission[]): Promise<OutboxStore> {
  const store = memoryOutbox();
  for (const queued of items) await store.put(queued);
  return store;
}

type Call = { path: string; key: string | undefined; credentials: RequestCredentials | undefined };
/** A fake server: `answer` decides each POST; the session endpoint says `signedIn` is signed in. */
function server(
  answer: (key: string) => Response | Promise<Response>,
  signedIn: () => string | null = () => null,
) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (path: string, init: RequestInit) => {
    const key = (init.headers as Record<string, string>)['idempotency-key'];
    calls.push({ path, key, credentials: init.credentials });
    if (path === SESSION) {
      const user = signedIn();
      return json(user ? { user: { id: user }, session: { userId: user } } : null, 200);
    }
    return answer(key!);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, posts: () => calls.filter((call) => call.path !== SESSION) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('draining the outbox', () => {
  it('sends oldest first, each once with its key, and keeps and announces each answer', async () => {
    const store = await storeWith(item('b', { queuedAt: NOW - 1000 }), item('a', { queuedAt: NOW - 2000 }));
    const { posts } = server((key) => json({ reference: `MSG-${key.toUpperCase()}` }));
    const announce = vi.fn();

    await expect(drainOutbox(store, announce, now)).resolves.toEqual({ retry: false });

    expect(posts().map((call) => call.key)).toEqual(['a', 'b']);
    expect(await store.items()).toEqual([]);
    const landed = [
      { key: 'a', label: 'Your message', ok: true, result: { reference: 'MSG-A' } },
      { key: 'b', label: 'Your message', ok: true, result: { reference: 'MSG-B' } },
    ];
    expect(announce.mock.calls.map(([outcome]) => outcome)).toEqual(landed);
    expect(await store.outcomes()).toEqual(landed);
  });

  it.each([
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['409', () => json({ error: { code: 'IDEMPOTENCY_IN_PROGRESS', message: 'Still in progress' } }, 409)],
    ['429', () => json({ error: { code: 'RATE_LIMITED', message: 'Too many requests' } }, 429)],
    ['503', () => json({ error: { code: 'UNAVAILABLE', message: 'Down' } }, 503)],
  ])('on %s keeps the item and those after it for the next try', async (_, failure) => {
    const store = await storeWith(item('a', { queuedAt: NOW - 2 }), item('b', { queuedAt: NOW - 1 }));
    const { posts } = server(failure as () => Promise<Response>);
    const announce = vi.fn();

    await expect(drainOutbox(store, announce, now)).resolves.toEqual({ retry: true });

    expect(posts().map((call) => call.key)).toEqual(['a']);
    expect((await store.items()).map((queued) => queued.key)).toEqual(['a', 'b']);
    expect(announce).not.toHaveBeenCalled();
  });

  it('removes a refused item, keeps the refusal in words, and sends the next', async () => {
    const store = await storeWith(item('a', { queuedAt: NOW - 2 }), item('b', { queuedAt: NOW - 1 }));
    server((key) =>
      key === 'a'
        ? json(
            {
              error: { code: 'VALIDATION_ERROR', message: 'Subject is too short', fields: { subject: 'x' } },
            },
            400,
          )
        : json({ reference: 'MSG-B' }),
    );
    const announce = vi.fn();

    await expect(drainOutbox(store, announce, now)).resolves.toEqual({ retry: false });

    expect(await store.items()).toEqual([]);
    expect(announce.mock.calls.map(([outcome]) => outcome)).toEqual([
      {
        key: 'a',
        label: 'Your message',
        ok: false,
        refusal: {
          status: 400,
          code: 'VALIDATION_ERROR',
          message: 'Subject is too short',
          fields: { subject: 'x' },
        },
      },
      { key: 'b', label: 'Your message', ok: true, result: { reference: 'MSG-B' } },
    ]);
  });

  it('drops an item older than 23 hours unsent, with the words to send it again', async () => {
    const store = await storeWith(
      item('old', { queuedAt: NOW - OUTBOX_MAX_AGE_MS - 1 }),
      // Waiting for its maker does not keep it longer either.
      item('theirs', { queuedAt: NOW - OUTBOX_MAX_AGE_MS - 1, userId: 'user-a' }),
      item('fresh', { queuedAt: NOW - OUTBOX_MAX_AGE_MS + 1000 }),
    );
    const { posts } = server(() => json({ reference: 'MSG-F' }));
    const announce = vi.fn();

    await drainOutbox(store, announce, now);

    expect(posts().map((call) => call.key)).toEqual(['fresh']);
    expect(await store.items()).toEqual([]);
    const expired = announce.mock.calls.map(([outcome]) => outcome).filter((outcome) => !outcome.ok);
    expect(expired.map((outcome) => outcome.key)).toEqual(['old', 'theirs']);
    expect(expired[0].refusal).toMatchObject({
      code: 'EXPIRED',
      message: 'It waited more than a day for a connection. Please send it again.',
    });
  });

  it.each([
    ['with Web Locks', true],
    ['without them', false],
  ])('lets one sender run at a time (%s): each item is posted once', async (_, withLocks) => {
    if (!withLocks) vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    else if (!globalThis.navigator?.locks) throw new Error('expected Web Locks in this runtime');
    const store = await storeWith(item('a', { queuedAt: NOW - 2 }), item('b', { queuedAt: NOW - 1 }));
    let inFlight = 0;
    let most = 0;
    const { posts } = server(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight -= 1;
      return json({ reference: 'MSG-X' });
    });

    await Promise.all([drainOutbox(store, vi.fn(), now), drainOutbox(store, vi.fn(), now)]);

    expect(most).toBe(1);
    expect(posts().map((call) => call.key)).toEqual(['a', 'b']);
  });

  it("sends a guest's item without cookies, whoever is signed in", async () => {
    const store = await storeWith(item('guest', { userId: null }));
    const { calls } = server(
      () => json({ reference: 'MSG-G' }),
      () => 'user-a',
    );

    await drainOutbox(store, vi.fn(), now);

    expect(calls).toEqual([{ path: '/api/requests/contact', key: 'guest', credentials: 'omit' }]);
  });

  it("sends a shopper's item with the session only while that shopper is signed in", async () => {
    const store = await storeWith(item('theirs', { userId: 'user-a' }));
    let signedIn: string | null = 'user-b';
    const { posts } = server(
      () => json({ reference: 'MSG-A' }),
      () => signedIn,
    );

    // Another shopper, then nobody: it waits (no retry: only signing in frees it).
    await expect(drainOutbox(store, vi.fn(), now)).resolves.toEqual({ retry: false });
    signedIn = null;
    await expect(drainOutbox(store, vi.fn(), now)).resolves.toEqual({ retry: false });
    expect(posts()).toEqual([]);
    expect(await store.items()).toHaveLength(1);

    signedIn = 'user-a';
    await drainOutbox(store, vi.fn(), now);
    expect(posts()).toEqual([{ path: '/api/requests/contact', key: 'theirs', credentials: 'same-origin' }]);
    expect(await store.items()).toEqual([]);
  });

  it("lets a guest's later item go while a shopper's waits, and keeps both when the session cannot be read", async () => {
    const store = await storeWith(
      item('theirs', { userId: 'user-a', queuedAt: NOW - 2 }),
      item('guest', { userId: null, queuedAt: NOW - 1 }),
    );
    const { posts } = server(() => json({ reference: 'MSG-G' }));
    await drainOutbox(store, vi.fn(), now);
    expect(posts().map((call) => call.key)).toEqual(['guest']);
    expect((await store.items()).map((queued) => queued.key)).toEqual(['theirs']);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(drainOutbox(store, vi.fn(), now)).resolves.toEqual({ retry: true });
    expect(await store.items()).toHaveLength(1);
  });

  it('sends an item queued before the device recorded who made it with the session there is', async () => {
    const store = await storeWith(item('legacy'));
    const { calls } = server(() => json({ reference: 'MSG-L' }));
    await drainOutbox(store, vi.fn(), now);
    expect(calls).toEqual([{ path: '/api/requests/contact', key: 'legacy', credentials: 'same-origin' }]);
  });
});
