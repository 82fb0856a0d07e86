import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_FEATURED_PRODUCTS, API_PRODUCTS } from '../../shared/api-paths';
import { insertProduct } from '../test/fixtures';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { compress, preferredEncoding, registerCompression } from './compression';

const BIG = { items: Array.from({ length: 100 }, (_, i) => ({ name: `Rice cooker ${i}`, price: '120.00' })) };
const HUGE = 'GhanaMart '.repeat(20_000);
const CHROME = 'gzip, deflate, br, zstd';

describe('preferredEncoding', () => {
  it('picks brotli, then gzip, from Accept-Encoding, honouring q=0', () => {
    expect(preferredEncoding(CHROME)).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding('zstd')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('every answer through one compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerCompression(app);
    app.get('/big', async () => BIG);
    app.get('/small', async () => ({ ok: true }));
    app.get('/huge', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(HUGE));
    app.get('/stream', async (_request, reply) => reply.type('text/css').send(Readable.from([HUGE])));
    app.get('/events', async (_request, reply) => reply.type('text/event-stream').send(HUGE));
    app.get('/picture', async (_request, reply) => reply.type('image/jpeg').send(Buffer.alloc(4096)));
    app.get('/kept', async (_request, reply) =>
      reply
        .header('content-encoding', 'gzip')
        .type('application/json')
        .send(compress(HUGE, 'gzip', 'standard')),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses a JSON answer with brotli or gzip, as the browser accepts, and says so', async () => {
    for (const [accept, encoding, decode] of [
      [CHROME, 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ] as const) {
      const answer = await app.inject({ url: '/big', headers: { 'accept-encoding': accept } });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(JSON.parse(decode(answer.rawPayload).toString('utf8'))).toEqual(BIG);
    }
  });

  it('sends it as it is to a client that accepts neither, still varying by Accept-Encoding', async () => {
    const answer = await app.inject({ url: '/big', headers: { 'accept-encoding': 'identity' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(answer.json()).toEqual(BIG);
  });

  it('leaves small answers, event streams, pictures and answers already compressed as they are', async () => {
    const headers = { 'accept-encoding': 'br' };
    const small = await app.inject({ url: '/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    expect((await app.inject({ url: '/events', headers })).body).toBe(HUGE);
    expect((await app.inject({ url: '/picture', headers })).headers['content-encoding']).toBeUndefined();
    const kept = await app.inject({ url: '/kept', headers });
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(kept.rawPayload).toString()).toBe(HUGE);
  });

  it('compresses large answers and streams (a built file) as a stream, to the same text', async () => {
    for (const url of ['/huge', '/stream']) {
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['content-length'], url).toBeUndefined();
      expect(zlib.brotliDecompressSync(answer.rawPayload).toString(), url).toBe(HUGE);
    }
  });
});

describe('the shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it('compresses its API answers the way it compresses its pages and catalogue: brotli for a browser', async () => {
    for (let i = 0; i < 8; i += 1) await insertProduct(t.db, { name: `Kente cloth ${i}` });
    for (const url of [API_FEATURED_PRODUCTS, `${API_PRODUCTS}?q=Kente`]) {
      const answer = await t.app.inject({ url, headers: { 'accept-encoding': CHROME } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers.vary, url).toContain('accept-encoding');
      expect(JSON.parse(zlib.brotliDecompressSync(answer.rawPayload).toString()), url).toEqual(
        (await t.app.inject({ url })).json(),
      );
    }
  });

  it('reads a compressed request body as it is: refused with words, never inflated', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/requests/contact',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', origin: TEST_ORIGIN },
      payload: zlib.gzipSync(JSON.stringify({ name: 'Ama', email: 'ama@example.com', message: 'Hello' })),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toEqual(expect.any(String));
  });
});
