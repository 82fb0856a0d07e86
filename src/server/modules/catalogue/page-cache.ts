import { type CompressionEffort, compress, type Encoding } from '../../lib/compression';

/** One cached answer: its JSON, and each compressed form made once, when first asked for. */
export class CachedPage {
  private readonly compressed = new Map<Exclude<Encoding, 'identity'>, Buffer>();
  // Compressed harder when kept for many requests, quickly when made for one (`once`: a page size
  // the web never asks for).
  private readonly effort: CompressionEffort;

  constructor(
    readonly body: string,
    options: { once?: boolean } = {},
  ) {
    this.effort = options.once ? 'quick' : 'standard';
  }

  encoded(encoding: Exclude<Encoding, 'identity'>): Buffer {
    let buffer = this.compressed.get(encoding);
    if (!buffer) {
      buffer = compress(this.body, encoding, this.effort);
      this.compressed.set(encoding, buffer);
    }
    return buffer;
  }
}

/**
 * A small in-process cache of serialized answers, for the catalogue pages that many shoppers ask
 * for alike (the same filters and one of the pooled seeds). An entry lives `ttlMs`, the time the
 * answer's Cache-Control already lets any browser or shared cache reuse it; the least recently
 * used entry goes first when `maxEntries` is reached.
 */
export function createPageCache(options: {
  /** A number, or a function asked as each entry is kept. */
  ttlMs: number | (() => number);
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  // Concurrent misses of one key share one query.
  const loading = new Map<string, Promise<CachedPage>>();
  // Bumped by clear(): a load that started before a clear may have read the old data, so its
  // answer is handed to its waiting requests but not kept.
  let generation = 0;

  return {
    async get(key: string, load: () => Promise<unknown>): Promise<CachedPage> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        // Map keeps insertion order: re-inserting marks the entry as recently used.
        entries.delete(key);
        entries.set(key, entry);
        return entry.page;
      }
      entries.delete(key);
      const pending = loading.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const promise = load()
        .then((value) => {
          const page = new CachedPage(JSON.stringify(value));
          if (startedIn === generation) {
            const ttlMs = typeof options.ttlMs === 'function' ? options.ttlMs() : options.ttlMs;
            entries.set(key, { page, expiresAt: now() + ttlMs });
            if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
          }
          return page;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
    /** Forgets every page: the data changed. Requests from now on read the database again. */
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
