import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one way the shop compresses what it sends (docs/decisions/059): one reading of
 * Accept-Encoding, brotli or gzip, used by every API answer (the hook below), the pages
 * (modules/pages) and the catalogue's kept answers (modules/catalogue/page-cache.ts), which are
 * compressed once and sent as they are.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * How hard to compress: `standard` for every answer (brotli 5 rather than 4: the smaller page reaches
 * a shopper on a slow link sooner, and a kept answer pays the extra CPU once for many requests); `quick` for one large answer whose compression would cost more than
 * everything else it takes to make (docs/decisions/045).
 */
export type CompressionEffort = 'standard' | 'quick';

const LEVELS: Record<CompressionEffort, { br: number; gzip: number }> = {
  standard: { br: 5, gzip: 6 },
  quick: { br: 1, gzip: 1 },
};

/** Below this, compressing saves less than it costs (the headers alone are about as large). */
const MIN_SIZE = 1024;
/** Larger answers are compressed off the event loop, as a stream, so other requests go on. */
const SYNC_LIMIT = 64 * 1024;

/** The best encoding an Accept-Encoding header allows (brotli, then gzip), or identity. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (token && !refused) accepted.add(token.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** The body compressed at once: an answer already in memory. */
export function compress(
  body: string | Buffer,
  encoding: Exclude<Encoding, 'identity'>,
  effort: CompressionEffort,
): Buffer {
  const level = LEVELS[effort];
  const size = Buffer.byteLength(body);
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: level.br,
          // A window no larger than the answer: the encoder's memory (megabytes at the default
          // window) follows the answer's size, with the same output.
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
          [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(size + 1)))),
        },
      })
    : zlib.gzipSync(body, { level: level.gzip });
}

/** The bytes `compress` was given, from what it made. */
export function decompress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
}

/** A stream that compresses what is written to it: an answer made as it is sent. */
export function compressingStream(
  encoding: Exclude<Encoding, 'identity'>,
  effort: CompressionEffort,
): Transform {
  const level = LEVELS[effort];
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level.br } })
    : zlib.createGzip({ level: level.gzip });
}

/**
 * The encoding this request's answer is sent in, with the headers that say so (`Vary` always,
 * so that a cache keeps each encoding apart); for a route that compresses its own body.
 */
export function negotiateEncoding(request: FastifyRequest, reply: FastifyReply): Encoding {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  addVary(reply);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return encoding;
}

// Text: JSON, HTML, CSS, JavaScript, SVG, the manifest. Never an event stream (sent as it happens).
const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/**
 * Compresses every answer worth it (text of 1 KB or more, or a stream of text such as a built
 * file), unless its route already did (`Content-Encoding` set: a kept answer, a page, a file the
 * build compressed).
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined || reply.hasHeader('content-encoding')) return payload;
    if (reply.statusCode === 206 || reply.statusCode < 200 || reply.statusCode === 204) return payload;
    if (reply.statusCode === 304) return payload;
    const type = String(reply.getHeader('content-type') ?? 'application/json');
    if (!COMPRESSIBLE_TYPE.test(type)) return payload;
    const stream = payload instanceof Readable;
    if (!stream && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!stream && Buffer.byteLength(payload as string | Buffer) < MIN_SIZE) return payload;

    const encoding = negotiateEncoding(request, reply);
    if (encoding === 'identity') return payload;
    if (!stream && Buffer.byteLength(payload as string | Buffer) <= SYNC_LIMIT) {
      const body = compress(payload as string | Buffer, encoding, 'standard');
      reply.header('content-length', body.length);
      return body;
    }
    reply.removeHeader('content-length');
    const source = stream ? payload : Readable.from([payload as string | Buffer]);
    const compressed = compressingStream(encoding, 'standard');
    pipeline(source, compressed).catch((error: unknown) => {
      request.log.warn({ err: error }, 'a compressed answer stopped before its end');
    });
    return compressed;
  });
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (
    vary.split(',').some((name) => name.trim().toLowerCase() === 'accept-encoding' || name.trim() === '*')
  ) {
    return;
  }
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}
