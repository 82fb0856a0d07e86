import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type CompressionEffort,
  compress,
  decompress,
  type Encoding,
  negotiateEncoding,
} from '../../lib/compression';

/**
 * The objects around a kept page, measured in a heap snapshot: the page, its map of compressed
 * forms and the function writing its text.
 */
const PAGE_OVERHEAD = 400;
/** A Buffer's own objects beside its bytes (the Buffer, its ArrayBuffer and backing store). */
const BUFFER_OVERHEAD = 200;

/**
 * A text shorter than this is kept beside its compressed forms: it saves little memory, and
 * decompressing it costs about a tenth of a millisecond for each reader that accepts no
 * compression (the server's own renderer reads a product this way for each page it renders).
 */
const KEEP_TEXT_BELOW = 4096;

/**
 * One cached answer: its JSON, and each compressed form made once, when first asked for. Once
 * compressed, a long page (a search's, a sorted page) is kept compressed only: its text, three to
 * five times the size, is let go, and decompressed for a reader that accepts no compression.
 */
export class CachedPage {
  private readonly compressed = new Map<Exclude<Encoding, 'identity'>, Buffer>();
  // Compressed harder when kept for many requests, quickly when made for one (`once`: a page size
  // the web never asks for).
  private readonly effort: CompressionEffort;
  private readonly once: boolean;
  /** Undefined once the text is let go (a compressed form holds it). */
  private text: string | (() => string) | undefined;

  /**
   * `text` may be a function that writes the JSON when asked (from texts kept elsewhere), or the
   * JSON itself.
   */
  constructor(text: string | (() => string), options: { once?: boolean; onCompressed?: () => void } = {}) {
    this.text = text;
    this.once = options.once ?? false;
    this.effort = this.once ? 'quick' : 'standard';
    this.onCompressed = options.onCompressed;
  }

  // Told when a compressed form is kept: the cache holding the page measures it again.
  private readonly onCompressed: (() => void) | undefined;

  get body(): string {
    if (typeof this.text === 'string') return this.text;
    if (this.text) return this.text();
    const [encoding, buffer] = this.compressed.entries().next().value!;
    return decompress(buffer, encoding).toString();
  }

  /**
   * The bytes it holds now: its compressed forms, its text when kept as a string (two bytes a
   * character when any is outside Latin-1, as V8 keeps it), and the objects around them.
   */
  get keptBytes(): number {
    let bytes = PAGE_OVERHEAD;
    for (const buffer of this.compressed.values()) bytes += BUFFER_OVERHEAD + buffer.length;
    if (typeof this.text === 'string') {
      bytes += this.text.length * (/[\u0100-\uffff]/.test(this.text) ? 2 : 1);
    }
    return bytes;
  }

  encoded(encoding: Exclude<Encoding, 'identity'>): Buffer {
    // A page made for one request is neither kept nor copied.
    if (this.once) return compress(this.body, encoding, this.effort);
    let buffer = this.compressed.get(encoding);
    if (!buffer) {
      buffer = exactCopy(compress(this.body, encoding, this.effort));
      this.compressed.set(encoding, buffer);
      if (typeof this.text === 'string' && this.text.length >= KEEP_TEXT_BELOW) this.text = undefined;
      this.onCompressed?.();
    }
    return buffer;
  }
}

/**
 * The bytes in a buffer of their own size: zlib's answer is a view into the larger chunk it wrote
 * into, and a kept view would keep the whole chunk alive, however small the page.
 */
function exactCopy(view: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(view.length);
  view.copy(copy);
  return copy;
}

/**
 * Sends a cached answer as JSON, compressed as the request accepts: compressed once per cached
 * page, not once per request (compressing costs more than serving).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.type('application/json; charset=utf-8');
  const encoding = negotiateEncoding(request, reply);
  return reply.send(encoding === 'identity' ? page.body : page.encoded(encoding));
}
