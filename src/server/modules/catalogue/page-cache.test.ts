import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

describe('createPageCache', () => {
  it('serves an answer again until it expires, then loads it anew', async () => {
    let time = 0;
    let loads = 0;
    const cache = createPageCache({ ttlMs: 30_000, maxEntries: 10, now: () => time });
    const load = async () => ({ n: ++loads });
    expect((await cache.get('a', load)).body).toBe('{"n":1}');
    time = 29_999;
    expect((await cache.get('a', load)).body).toBe('{"n":1}');
    time = 30_000;
    expect((await cache.get('a', load)).body).toBe('{"n":2}');
  });

  it('asks a time-to-live function as each entry is kept', async () => {
    let time = 0;
    let ttl = 1000;
    let loads = 0;
    const cache = createPageCache({ ttlMs: () => ttl, maxEntries: 10, now: () => time });
    const load = async () => ++loads;
    await cache.get('short', load);
    ttl = 300_000;
    await cache.get('long', load);
    time = 1000;
    expect((await cache.get('short', load)).body).toBe('3');
    expect((await cache.get('long', load)).body).toBe('2');
  });

  it('shares one load between concurrent misses and does not keep a failure', async () => {
    let loads = 0;
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10 });
    const slow = () => new Promise((resolve) => setTimeout(() => resolve(++loads), 10));
    const answers = await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)]);
    expect(answers.map((page) => page.body)).toEqual(['1', '1', '1']);
    expect(answers[0]).toBe(answers[2]);
    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('x', async () => 'ok')).body).toBe('"ok"');
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => 'a reloaded')).body).toBe('"a"');
    expect((await cache.get('b', async () => 'b reloaded')).body).toBe('"b reloaded"');
  });

  it('forgets every page on clear, and does not keep a load that started before it', async () => {
    const cache = createPageCache({ ttlMs: 30_000, maxEntries: 10 });
    await cache.get('a', async () => 'old');
    cache.clear();
    expect((await cache.get('a', async () => 'new')).body).toBe('"new"');

    let release!: (value: string) => void;
    const before = cache.get('b', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    // A request after the clear does not wait for the load that may have read the old data.
    const after = cache.get('b', async () => 'fresh');
    release('stale');
    expect((await before).body).toBe('"stale"');
    expect((await after).body).toBe('"fresh"');
    expect((await cache.get('b', async () => 'reloaded')).body).toBe('"fresh"');
  });
});

describe('compressed answers', () => {
  it('compresses each page once per encoding', async () => {
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10 });
    const page = await cache.get('p', async () => ({ products: Array(50).fill({ name: 'Rice cooker' }) }));
    const br = page.encoded('br');
    expect(page.encoded('br')).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(page.body);
    expect(zlib.gunzipSync(page.encoded('gzip')).toString()).toBe(page.body);
  });
});
