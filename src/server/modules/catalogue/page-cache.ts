import zlib from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * Compression levels: a kept answer is compressed once for many requests, so harder, even for its
 * first request (a slower level's extra CPU is paid once; the smaller answer saves every shopper
 * time on a slow link, and data). An answer made for one request (`once`: a
 * page size the web never asks for) would spend more time compressing than everything else it
 * costs (docs/decisions/045).
 */
const LEVELS = { kept: { br: 5, gzip: 6 }, once: { br: 1, gzip: 1 } } as const;

/** One cached answer: its JSON, and each compressed form made once, when first asked for. */
export class CachedPage {
  private readonly compressed = new Map<Exclude<PageEncoding, 'identity'>, Buffer>();
  private readonly levels: (typeof LEVELS)[keyof typeof LEVELS];

  constructor(
    readonly body: string,
    options: { once?: boolean } = {},
  ) {
    this.levels = options.once ? LEVELS.once : LEVELS.kept;
  }

  encoded(encoding: Exclude<PageEncoding, 'identity'>): Buffer {
    let buffer = this.compressed.get(encoding);
    if (!buffer) {
      buffer =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.body, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: this.levels.br },
            })
          : zlib.gzipSync(this.body, { level: this.levels.gzip });
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

/** The best encoding an Accept-Encoding header allows (brotli, then gzip), or identity. */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (token && !refused) accepted.add(token.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
