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

  it('lets a long text go once compressed, and still answers in every encoding with the same text', () => {
    const text = JSON.stringify({ products: Array(200).fill({ name: 'Rice cooker', price: 'GH₵ 120' }) });
    let told = 0;
    const page = new CachedPage(text, { onCompressed: () => told++ });
    const withText = page.keptBytes;
    const br = page.encoded('br');
    expect(told).toBe(1);
    // The text (two bytes a character here) is no longer counted: only the compressed bytes.
    expect(page.keptBytes).toBeLessThan(withText - text.length);
    expect(page.keptBytes).toBeLessThan(br.length + 1024);
    expect(page.body).toBe(text);
    expect(zlib.gunzipSync(page.encoded('gzip')).toString()).toBe(text);
    expect(page.encoded('br')).toBe(br);
  });

  it('keeps a short text beside its compressed form, for the readers that ask for it uncompressed', () => {
    const text = JSON.stringify({ product: { name: 'Rice cooker', price: 'GH₵ 120' } });
    const page = new CachedPage(text);
    const withText = page.keptBytes;
    const br = page.encoded('br');
    expect(page.keptBytes).toBeGreaterThanOrEqual(withText + br.length);
    expect(page.body).toBe(text);
  });

  it('makes a page for one request in the encoding asked, without keeping it', () => {
    const text = JSON.stringify({ products: Array(45).fill({ name: 'Rice cooker' }) });
    let told = 0;
    const page = new CachedPage(text, { once: true, onCompressed: () => told++ });
    const empty = page.keptBytes;
    expect(zlib.brotliDecompressSync(page.encoded('br')).toString()).toBe(text);
    expect(zlib.gunzipSync(page.encoded('gzip')).toString()).toBe(text);
    expect(page.body).toBe(text);
    expect(page.keptBytes).toBe(empty);
    expect(told).toBe(0);
  });

  it('keeps each compressed form in memory of its own size', () => {
    const page = new CachedPage(JSON.stringify({ product: { name: 'Rice cooker' } }));
    for (const encoding of ['br', 'gzip'] as const) {
      const bytes = page.encoded(encoding);
      expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
  });

  it('counts the bytes it keeps: its compressed forms, and its text when kept', () => {
    const text = JSON.stringify({ products: Array(50).fill({ name: 'Rice cooker' }) });
    let told = 0;
    const page = new CachedPage(() => text, { onCompressed: () => told++ });
    const empty = page.keptBytes;
    const br = page.encoded('br');
    expect(page.keptBytes - empty).toBeGreaterThanOrEqual(br.length);
    expect(page.keptBytes - empty).toBeLessThan(br.length + 512);
    page.encoded('br');
    expect(told).toBe(1);
    const gzip = page.encoded('gzip');
    expect(told).toBe(2);
    expect(page.keptBytes - empty).toBeGreaterThanOrEqual(br.length + gzip.length);
    // A text kept as a string counts a byte a character, two when any is outside Latin-1.
    const latin = new CachedPage('café'.repeat(1000));
    const cedi = new CachedPage('GH₵'.repeat(1000));
    expect(latin.keptBytes - empty).toBeGreaterThanOrEqual(4000);
    expect(cedi.keptBytes - latin.keptBytes).toBeGreaterThanOrEqual(6000 - 4000);
  });
});
