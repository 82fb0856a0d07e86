// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  newIdempotencyKey,
  queuedSubmissions,
  sendOrQueue,
  sendQueued,
  startOfflineQueue,
} from './offline-queue';
import { toast } from './toast';

vi.mock('./toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }),
}));

const json = (body: unknown, status = 201) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const keyOf = (call: unknown[]) =>
  (call[1] as RequestInit & { headers: Record<string, string> }).headers['idempotency-key'];
const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 2000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('the offline queue', () => {
  it('makes UUID keys, also without randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes),
    });
    expect(newIdempotencyKey()).toMatch(uuid);
  });

  it('sends online at once, with a key', async () => {
    const fetchMock = vi.fn(async () => json({ reference: 'MSG-AAAAAA' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(sendOrQueue({ path: '/api/requests/contact', body: { a: 1 }, label: 'x' })).resolves.toEqual(
      {
        reference: 'MSG-AAAAAA',
      },
    );
    expect(keyOf(fetchMock.mock.calls[0]!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(queuedSubmissions()).toEqual([]);
  });

  it('queues offline (in localStorage), says so, and sends once with the same key when back', async () => {
    online = false;
    const fetchMock = vi.fn(async () => json({ reference: 'MSG-BBBBBB' }));
    vi.stubGlobal('fetch', fetchMock);
    const onQueued = vi.fn();
    const landed = sendOrQueue({ path: '/api/requests/contact', body: { a: 2 }, label: 'x' }, { onQueued });
    expect(onQueued).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
    const [item] = queuedSubmissions();
    expect(item).toMatchObject({ path: '/api/requests/contact', body: { a: 2 } });
    expect(JSON.parse(localStorage.getItem('gm-outbox')!)).toHaveLength(1);

    online = true;
    await Promise.all([sendQueued(), sendQueued()]);
    await expect(landed).resolves.toEqual({ reference: 'MSG-BBBBBB' });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(keyOf(fetchMock.mock.calls[0]!)).toBe(item!.key);
    expect(localStorage.getItem('gm-outbox')).toBeNull();
  });

  it('queues a send that fails for lack of a network, keeps it through another failure, then sends it', async () => {
    let reachable = false;
    const fetchMock = vi.fn(async () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return json({ reference: 'MSG-CCCCCC' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onQueued = vi.fn();
    const landed = sendOrQueue({ path: '/api/requests/contact', body: {}, label: 'x' }, { onQueued });
    await until(() => onQueued.mock.calls.length === 1);
    const [item] = queuedSubmissions();
    await sendQueued();
    expect(queuedSubmissions()).toHaveLength(1);
    reachable = true;
    await sendQueued();
    await expect(landed).resolves.toEqual({ reference: 'MSG-CCCCCC' });
    // The first try and the retries all carried the one key.
    expect(new Set(fetchMock.mock.calls.map(keyOf))).toEqual(new Set([item!.key]));
    expect(queuedSubmissions()).toEqual([]);
  });

  it('drops a refused item and hands the refusal to the form', async () => {
    online = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'VALIDATION_ERROR', message: 'Subject is too short' } }, 400)),
    );
    const landed = sendOrQueue({ path: '/api/requests/contact', body: {}, label: 'x' });
    online = true;
    await sendQueued();
    await expect(landed).rejects.toThrow('Subject is too short');
    expect(queuedSubmissions()).toEqual([]);
  });

  it('at the start of an offline visit, says what an earlier one left waiting; the notice goes when it lands', async () => {
    online = false;
    void sendOrQueue(
      { path: '/api/requests/contact', body: { a: 3 }, label: 'Your message' },
      { isOpen: () => false },
    );
    const [item] = queuedSubmissions();
    startOfflineQueue();
    expect(toast).toHaveBeenCalledWith(
      'Your message is waiting for a connection',
      expect.objectContaining({ id: item!.key, duration: Number.POSITIVE_INFINITY }),
    );

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ reference: 'MSG-CCCCCC' })),
    );
    online = true;
    await sendQueued();
    expect(toast.dismiss).toHaveBeenCalledWith(item!.key);
    expect(toast.success).toHaveBeenCalledWith(
      'Your message was sent',
      expect.objectContaining({ description: 'Your reference: MSG-CCCCCC' }),
    );
  });
});
