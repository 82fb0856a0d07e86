import { describe, expect, it, vi } from 'vitest';
import { createCache } from './cache';

describe('createCache', () => {
  it('serves a value again until it expires, then loads it anew', async () => {
    let time = 1;
    let loads = 0;
    const cache = createCache<number>({ ttlMs: 30_000, maxEntries: 10, now: () => time });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    time = 30_000;
    expect(await cache.get('a', load)).toBe(1);
    time = 30_002;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('asks a time-to-live function as each entry is kept', async () => {
    let time = 1;
    let ttl = 1000;
    let loads = 0;
    const cache = createCache<number>({ ttlMs: () => ttl, maxEntries: 10, now: () => time });
    const load = async () => ++loads;
    await cache.get('short', load);
    ttl = 300_000;
    await cache.get('long', load);
    time = 1002;
    expect(await cache.get('short', load)).toBe(3);
    expect(await cache.get('long', load)).toBe(2);
  });

  it('keeps a value without a time to live until it is pushed out', async () => {
    let time = 1;
    const cache = createCache<string>({ maxEntries: 1, now: () => time });
    await cache.get('a', async () => 'a');
    time = 1e12;
    expect(await cache.get('a', async () => 'a reloaded')).toBe('a');
    await cache.get('b', async () => 'b');
    expect(await cache.get('a', async () => 'a reloaded')).toBe('a reloaded');
  });

  it('shares one load between concurrent misses and does not keep a failure', async () => {
    let loads = 0;
    const cache = createCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])).toEqual([
      1, 1, 1,
    ]);
    const failing = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(7);
    await expect(cache.get('x', failing)).rejects.toThrow('db down');
    expect(await cache.get('x', failing)).toBe(7);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used entry beyond its count', async () => {
    const cache = createCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'b reloaded')).toBe('b reloaded');
  });

  it('keeps its entries within its size bound, least recently used out first', async () => {
    const cache = createCache<string>({
      ttlMs: 1000,
      maxEntries: 100,
      maxSize: 10,
      sizeOf: (value) => value.length,
    });
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'cccc');
    expect(cache.totalSize).toBe(8);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a reloaded')).toBe('aaaa');
    expect(await cache.get('b', async () => 'b')).toBe('b');
    // A value over the whole bound is answered but never kept.
    expect(await cache.get('huge', async () => 'x'.repeat(11))).toBe('x'.repeat(11));
    expect(await cache.get('huge', async () => 'small')).toBe('small');
    expect(cache.totalSize).toBeLessThanOrEqual(10);
  });

  it('measures a value again when told it grew, keeping its time to live', async () => {
    let time = 1;
    const cache = createCache<{ bytes: number }>({
      ttlMs: 1000,
      maxEntries: 100,
      maxSize: 10,
      sizeOf: (value) => value.bytes,
      now: () => time,
    });
    const a = await cache.get('a', async () => ({ bytes: 2 }));
    await cache.get('b', async () => ({ bytes: 2 }));
    expect(cache.totalSize).toBe(4);
    a.bytes = 5;
    cache.resize('a');
    expect(cache.totalSize).toBe(7);
    // Grown past the bound with the others: the least recently used goes ('b'; 'a' was resized last).
    a.bytes = 9;
    cache.resize('a');
    expect(cache.totalSize).toBe(9);
    expect(await cache.get('b', async () => ({ bytes: 1 }))).toEqual({ bytes: 1 });
    // Its time to live still counts from when it was kept.
    time = 1002;
    expect(await cache.get('a', async () => ({ bytes: 3 }))).toEqual({ bytes: 3 });
    // A key not kept is left alone.
    cache.resize('unknown');
    expect(cache.size).toBe(2);
  });

  it('forgets every value on clear, and does not keep a load that started before it', async () => {
    const cache = createCache<string>({ ttlMs: 30_000, maxEntries: 10 });
    await cache.get('a', async () => 'old');
    cache.clear();
    expect(await cache.get('a', async () => 'new')).toBe('new');

    let release!: (value: string) => void;
    const before = cache.get('b', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    // A request after the clear does not wait for the load that may have read the old data.
    const after = cache.get('b', async () => 'fresh');
    release('stale');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(await cache.get('b', async () => 'reloaded')).toBe('fresh');
  });
});
