import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedPage } from './page-cache';

describe('compressed answers', () => {
  it('compresses each page once per encoding', async () => {
    const page = new CachedPage(JSON.stringify({ products: Array(50).fill({ name: 'Rice cooker' }) }));
    const br = page.encoded('br');
    expect(page.encoded('br')).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(page.body);
    expect(zlib.gunzipSync(page.encoded('gzip')).toString()).toBe(page.body);
  });

  it('keeps each compressed form in memory of its own size', () => {
    const page = new CachedPage(JSON.stringify({ product: { name: 'Rice cooker' } }));
    for (const encoding of ['br', 'gzip'] as const) {
      const bytes = page.encoded(encoding);
      expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
  });
});
