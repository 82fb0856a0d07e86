import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

  /**
   * `text` may be a function that writes the JSON when asked: a page kept for long is then kept
   * compressed only, its text written again for the rare client that accepts no compression.
   */
  constructor(
    private readonly text: string | (() => string),
    options: { once?: boolean; textLength?: number } = {},
  ) {
    this.levels = options.once ? LEVELS.once : LEVELS.kept;
    this.textLength = options.textLength;
  }

  private readonly textLength: number | undefined;

  get body(): string {
    return typeof this.text === 'string' ? this.text : this.text();
  }

  /**
   * What keeping it costs, roughly: its text (when kept) and, once asked for, its brotli and gzip
   * forms (about a quarter of the text each).
   */
  get size(): number {
    if (typeof this.text === 'string') return Math.ceil(this.text.length * 1.5);
    return 256 + Math.ceil((this.textLength ?? 0) * 0.3);
  }

  encoded(encoding: Exclude<PageEncoding, 'identity'>): Buffer {
    let buffer = this.compressed.get(encoding);
    if (!buffer) {
      const body = this.body;
      buffer =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: this.levels.br,
                // A window no larger than the answer: the encoder's memory (megabytes at the
                // default window) follows the answer's size, with the same output.
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(
                  24,
                  Math.max(10, Math.ceil(Math.log2(body.length + 1))),
                ),
              },
            })
          : zlib.gzipSync(body, { level: this.levels.gzip });
      buffer = exactCopy(buffer);
      this.compressed.set(encoding, buffer);
    }
    return buffer;
  }
}

/**
 * The bytes in a buffer of their own size: zlib's answer is a view into the 64 KB chunk it wrote
 * into, and a kept view keeps the whole chunk (a 2 KB product page would hold 64 KB).
 */
function exactCopy(view: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(view.length);
  view.copy(copy);
  return copy;
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

/**
 * Sends a cached answer as JSON, compressed as the request accepts: compressed once per cached
 * page, not once per request (compressing costs more than serving).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(page.encoded(encoding));
}
