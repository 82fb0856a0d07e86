import { LRUCache } from 'lru-cache';

export interface CacheOptions<V> {
  /** The most entries kept; the least recently used goes first. */
  maxEntries: number;
  /**
   * A bound on the entries' total size as `sizeOf` measures it (bytes, say), for values whose size
   * varies: the least recently used go until the rest fit. A value larger than the bound is served
   * to its requests but never kept.
   */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /**
   * How long an entry is served: a number, or a function asked as each entry is kept. Without it
   * an entry is kept until it is the least recently used one over a bound, or `clear()`.
   */
  ttlMs?: number | (() => number);
  /** The clock, for tests. */
  now?: () => number;
}

export type Cache<V> = ReturnType<typeof createCache<V>>;

/**
 * An in-process cache of values read from somewhere slower: lru-cache keeps them (time to live,
 * count and size bounds), and concurrent misses of one key share one load. `clear()` (the data
 * changed) also forgets the loads in progress: a load that began before it may have read the old
 * data, so its value goes to the requests already waiting but is not kept. lru-cache's own
 * `fetch` would reject those waiting requests instead, which is why the loads are tracked here.
 */
export function createCache<V>(options: CacheOptions<V>) {
  const { maxEntries, maxSize, sizeOf, ttlMs, now } = options;
  const kept = new LRUCache<string, { value: V }>({
    max: maxEntries,
    ...(ttlMs !== undefined && { ttl: typeof ttlMs === 'number' ? ttlMs : 1 }),
    ...(maxSize !== undefined &&
      sizeOf && { maxSize, sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)) }),
    ...(now && { perf: { now }, ttlResolution: 0 }),
  });
  const loading = new Map<string, Promise<V>>();
  let generation = 0;
  /** A new entry's time to live, when the cache's is asked of a function each time. */
  const entryTtl = () => (typeof ttlMs === 'function' ? { ttl: ttlMs() } : {});

  return {
    /** The kept value, or `load()`'s (shared with every concurrent miss of the key, then kept). */
    get(key: string, load: () => Promise<V>): Promise<V> {
      const entry = kept.get(key);
      if (entry) return Promise.resolve(entry.value);
      const pending = loading.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const promise = load()
        .then((value) => {
          if (startedIn === generation) {
            kept.set(key, { value }, entryTtl());
          }
          return value;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
    /** The kept value, if any, for a value made without waiting (`set`). */
    peek(key: string): V | undefined {
      return kept.get(key)?.value;
    },
    set(key: string, value: V) {
      kept.set(key, { value }, entryTtl());
    },
    /**
     * Measures a kept value again (`sizeOf`), for a value that grew since it was kept: the least
     * recently used others go until the bound holds. Its time to live is unchanged.
     */
    resize(key: string) {
      const entry = kept.peek(key);
      // A new wrapper: lru-cache measures a value again only when it is another one.
      if (entry) kept.set(key, { value: entry.value }, { noUpdateTTL: true });
    },
    /** Forgets every value and every load in progress: the data changed. */
    clear() {
      generation += 1;
      kept.clear();
      loading.clear();
    },
    /** Entries kept (expired ones may count until they are next asked for). */
    get size() {
      return kept.size;
    },
    /** The kept entries' total size by `sizeOf` (0 without it). */
    get totalSize() {
      return kept.calculatedSize;
    },
  };
}
