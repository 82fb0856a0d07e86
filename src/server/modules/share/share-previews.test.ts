import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS } from '../../../shared/api-paths';
import { dropshippingProducts } from '../../db/schema';
import { signInAdmin } from '../../test/admin-session';
import { browser, insertDeal, insertProduct } from '../../test/fixtures';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { registerWebApp } from '../../web-app';
import type { SharePreviews } from './share-previews';

let t: TestApp;
let webDir: string;
let admin: ReturnType<typeof browser>;

const SHOP_DESCRIPTION = 'Flash deals up to 90% off &amp; delivery across Ghana.';

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><html><head><meta charset="UTF-8" /><title>GhanaMart | the shop</title>
<meta name="description" content="${SHOP_DESCRIPTION}" /></head><body><div id="root"></div></body></html>`,
  );
  t = await createTestApp({ deps: { webDir } });
  admin = browser(t, (await signInAdmin(t)).cookie);
}, 120_000); // a whole app: slow on a busy machine
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The page's head as a crawler reads it: title, description, canonical and every meta tag. */
async function head(url: string) {
  const page = await t.app.inject({ url });
  expect(page.statusCode, url).toBe(200);
  const html = page.body;
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[key!] = decode(value!);
  }
  return {
    html,
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(html)![1]!),
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length,
    descriptions: html.match(/<meta name="description"/g)?.length,
    tags,
  };
}

/** The og:image URL as the app's own path. */
const imagePath = (url: string) => {
  expect(url.startsWith(`${TEST_ORIGIN}/api/share-images/`)).toBe(true);
  return url.slice(TEST_ORIGIN.length);
};

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the share previews of product and deal pages', () => {
  it("answers a product page with the product's own title, description, canonical URL and card tags", async () => {
    const product = await insertProduct(t.db, {
      name: 'Solar lantern',
      description: 'Charges in a day, lights a room for 12 hours.',
      price: '120.00',
      originalPrice: '200.00',
    });
    const page = await head(`/dropshipping-product/${product.id}`);
    const url = `${TEST_ORIGIN}/dropshipping-product/${product.id}`;
    expect(page.title).toBe('Solar lantern | GhanaMart');
    expect(page.titles).toBe(1);
    expect(page.descriptions).toBe(1);
    expect(page.canonical).toBe(url);
    const description = 'GH₵120.00 (was GH₵200.00). Charges in a day, lights a room for 12 hours.';
    expect(page.tags).toMatchObject({
      description,
      'og:site_name': 'GhanaMart',
      'og:type': 'product',
      'og:title': 'Solar lantern',
      'og:description': description,
      'og:url': url,
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Solar lantern, GH₵120.00',
      'product:price:amount': '120.00',
      'product:price:currency': 'GHS',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Solar lantern',
      'twitter:description': description,
    });
    expect(page.tags['og:image']).toMatch(
      new RegExp(`^${TEST_ORIGIN}/api/share-images/product/${product.id}/[A-Za-z0-9_-]{16}$`),
    );
    expect(page.tags['twitter:image']).toBe(page.tags['og:image']);
  });

  it("answers a deal page (/product/:id) with the deal's tags, priced at its discount price", async () => {
    const deal = await insertDeal(t.db, {
      name: 'Rice cooker 1.8 L',
      description: '',
      originalPrice: '300.00',
      discountPrice: '249.50',
    });
    const page = await head(`/product/${deal.id.toUpperCase()}`);
    expect(page.title).toBe('Rice cooker 1.8 L | GhanaMart');
    expect(page.canonical).toBe(`${TEST_ORIGIN}/product/${deal.id}`);
    expect(page.tags).toMatchObject({
      'og:url': `${TEST_ORIGIN}/product/${deal.id}`,
      'og:title': 'Rice cooker 1.8 L',
      description: 'GH₵249.50 (was GH₵300.00). On GhanaMart.',
      'og:image:alt': 'Rice cooker 1.8 L, GH₵249.50',
    });
    expect(page.tags['og:image']).toContain(`/api/share-images/deal/${deal.id}/`);
  });

  it('keeps a hostile name and description as text in every tag', async () => {
    const name = `</title><script>alert("x")</script> "Quoted" & 'single' $& $1`;
    const deal = await insertDeal(t.db, { name, description: '<img src=x onerror=alert(1)>' });
    const page = await head(`/product/${deal.id}`);
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<img src=x');
    expect(page.titles).toBe(1);
    expect(page.title).toBe(`${name} | GhanaMart`);
    expect(page.tags['og:title']).toBe(name);
    expect(page.tags['twitter:title']).toBe(name);
    expect(page.tags.description).toContain('<img src=x onerror=alert(1)>');
    // Every tag is still one element: nothing the name held closed an attribute.
    expect(page.html).toContain(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Quoted&quot; &amp; &#39;single&#39; $&amp; $1',
    );
  });

  it('gives unknown, malformed and inactive ids the shop’s generic tags, never an error', async () => {
    const inactive = await insertProduct(t.db, { name: 'Withdrawn', isActive: false });
    for (const url of [
      `/product/${crypto.randomUUID()}`,
      `/dropshipping-product/${crypto.randomUUID()}`,
      `/dropshipping-product/${inactive.id}`,
      '/product/not-an-id',
      '/deals',
    ]) {
      const page = await head(url);
      expect(page.title, url).toBe('GhanaMart | the shop');
      expect(page.canonical, url).toBeUndefined();
      expect(page.tags, url).toMatchObject({
        description: decode(SHOP_DESCRIPTION),
        'og:site_name': 'GhanaMart',
        'og:type': 'website',
        'og:description': decode(SHOP_DESCRIPTION),
        'twitter:card': 'summary',
      });
      expect(page.tags['og:image'], url).toBeUndefined();
    }
    for (const url of [
      `/api/share-images/product/${crypto.randomUUID()}/abc`,
      `/api/share-images/product/${inactive.id}/abc`,
      `/api/share-images/deal/nope/abc`,
      `/api/share-images/vendor/${inactive.id}/abc`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({
        error: { code: 'NOT_FOUND', message: 'This picture is not available.' },
      });
    }
  });
});

describe('a page whose preview cannot be read', () => {
  it('is still the page, with the generic tags (the database is down)', async () => {
    const app = Fastify();
    const failing = {
      subject: async () => {
        throw new Error('connection refused');
      },
    } as unknown as SharePreviews;
    registerWebApp(app, {
      webDir,
      paymentProvider: 'simulated',
      sharePreviews: failing,
      publicUrl: TEST_ORIGIN,
    });
    try {
      const page = await app.inject({ url: `/product/${crypto.randomUUID()}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>GhanaMart | the shop</title>');
      expect(page.body).toContain('<meta property="og:type" content="website" />');
    } finally {
      await app.close();
    }
  });
});

describe('the share picture', () => {
  it('is a 1200 x 630 JPEG of the product’s own picture, cached for good under its version', async () => {
    // A red square where the product's picture is stored (its 1024 width is preferred to the 640).
    const red = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer();
    await t.storage.put('images/red-square-1024.webp', red, 'image/webp');
    const product = await insertProduct(t.db, {
      name: 'Red kettle',
      imageUrl: t.storage.publicUrl('images/red-square-640.webp'),
    });
    const url = imagePath((await head(`/dropshipping-product/${product.id}`)).tags['og:image']!);

    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = sharp(response.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [r, g, b] = pixel(300, 300);
    expect(r).toBeGreaterThan(230);
    expect(g).toBeLessThan(30);
    expect(b).toBeLessThan(30);
    // The text panel on the right is white.
    expect(pixel(1180, 600).every((channel) => channel > 240)).toBe(true);

    // Rendered once: kept in the storage, and the same bytes the next time.
    const key = `share/product-${product.id}-${url.split('/').at(-1)}.jpg`;
    expect(await t.storage.get(key)).toEqual(response.rawPayload);
    const again = await t.app.inject({ url });
    expect(again.rawPayload).toEqual(response.rawPayload);
    const headRequest = await t.app.inject({ method: 'HEAD', url });
    expect(headRequest.statusCode).toBe(200);
    expect(headRequest.headers['content-type']).toBe('image/jpeg');
  });

  it('is drawn without the product’s picture when there is none to read', async () => {
    const deal = await insertDeal(t.db, { imageUrl: 'https://elsewhere.example/x.jpg', imageUrls: [] });
    const url = imagePath((await head(`/product/${deal.id}`)).tags['og:image']!);
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('gets a new URL and a new picture when a product’s price changes; the old URL leads to it', async () => {
    const product = await insertProduct(t.db, {
      name: 'Blender',
      price: '100.00',
      originalPrice: '100.00',
      country: 'USA',
    });
    const pageUrl = `/dropshipping-product/${product.id}`;
    const before = (await head(pageUrl)).tags;
    const oldImage = await t.app.inject({ url: imagePath(before['og:image']!) });

    const adjusted = await admin.post(API_ADMIN_PRODUCT_PRICE_ADJUSTMENTS, {
      country: 'USA',
      direction: 'increase',
      percentage: '10',
    });
    expect(adjusted.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(dropshippingProducts)
      .where(eq(dropshippingProducts.id, product.id));
    expect(row!.price).toBe('110.00');

    const after = await poll(
      async () => (await head(pageUrl)).tags,
      (tags) => tags['og:image'] !== before['og:image'],
      'the new price in the page',
    );
    expect(after['product:price:amount']).toBe('110.00');
    expect(after['og:image:alt']).toBe('Blender, GH₵110.00');
    const newImage = await t.app.inject({ url: imagePath(after['og:image']!) });
    expect(newImage.statusCode).toBe(200);
    expect(newImage.rawPayload.equals(oldImage.rawPayload)).toBe(false);

    // A link shared before the change still shows a picture: the current one.
    const old = await t.app.inject({ url: imagePath(before['og:image']!) });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(imagePath(after['og:image']!));
    expect(old.headers['cache-control']).toBe('no-cache');
  });

  it('gets a new URL when an admin changes a deal’s price', async () => {
    const deal = await insertDeal(t.db, { originalPrice: '100.00', discountPrice: '80.00' });
    const pageUrl = `/product/${deal.id}`;
    const before = (await head(pageUrl)).tags;
    const edited = await admin.patch(`/api/admin/deals/${deal.id}`, {
      name: deal.name,
      description: deal.description,
      originalPrice: '100',
      discountPrice: '70',
      vendor: deal.vendor,
      category: deal.category,
      verified: deal.verified,
      flashSale: deal.flashSale,
      rating: String(deal.rating),
      imageUrls: deal.imageUrls,
    });
    expect(edited.statusCode).toBe(200);
    const after = await poll(
      async () => (await head(pageUrl)).tags,
      (tags) => tags['og:image'] !== before['og:image'],
      'the new deal price in the page',
    );
    expect(after['og:image:alt']).toBe(`${deal.name}, GH₵70.00`);
  });
});
