import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb, webBuildIsStale } from '../../scripts/build-web';
import { SSR_ANSWERS_ID, SSR_STATE_ID, stateFromAnswers } from '../shared/ssr';
import { users, vendorProfiles } from './db/schema';
import { SSR_DIST_DIR } from './modules/pages/build-dirs';
import { insertDeal, insertProduct } from './test/fixtures';
import { createTestApp, type TestApp } from './test/test-app';

// The HTML path of the server-rendered pages (ADR 043), with the build's renderer (built first when
// its sources changed: it renders with Preact, as the shop does, ADR 074) and a small index.html.
const HOSTILE = '</script><script>alert(1)</script>';
/** HOSTILE as text in the page: `<` escaped (`>` may stay: it opens nothing). */
const ESCAPED = /&lt;\/script(?:&gt;|>)&lt;script(?:&gt;|>)alert\(1\)&lt;\/script(?:&gt;|>)/;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const STYLESHEET = 'index-test.css';
const STYLES = '.price{color:#006b3f}';

let t: TestApp;
let webDir: string;
let productId: string;
let dealId: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-ssr-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>GhanaMart</title><meta name="description" content="The shop.">' +
      '<script type="module" crossorigin src="/assets/index-entry.js"></script>' +
      `<link rel="stylesheet" crossorigin href="/assets/${STYLESHEET}"></head>` +
      '<body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(webDir, 'assets'));
  // The build's manifest: /deals's chunk and what it imports, the entry among them.
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(
    path.join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-entry.js', isEntry: true },
      'src/web/pages/deals-page.tsx': {
        file: 'assets/deals-page.js',
        imports: ['index.html', '_cards.js'],
      },
      '_cards.js': { file: 'assets/cards.js', imports: ['index.html'] },
    }),
  );
  fs.writeFileSync(path.join(webDir, 'assets', STYLESHEET), STYLES);
  if (webBuildIsStale()) await buildWeb();
  t = await createTestApp({ deps: { webDir, ssrEntry: path.join(SSR_DIST_DIR, 'entry-server.js') } });
  productId = (await insertProduct(t.db, { name: HOSTILE, price: '149.99' })).id;
  dealId = (await insertDeal(t.db, { name: HOSTILE, discountPrice: '149.99' })).id;
}, 180_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The JSON a page hands to the browser in its `<script type="application/json" id="…">`. */
function scriptOf(html: string, id: string): string {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  expect(match).not.toBeNull();
  return match![1]!;
}

/** The query answers a page hands to the browser (`#ssr-state`, referring to `#ssr-answers`), whole. */
function stateOf(html: string) {
  return stateFromAnswers(scriptOf(html, SSR_STATE_ID), JSON.parse(scriptOf(html, SSR_ANSWERS_ID))) as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  };
}

/** Only the escaped text may remain: no script the page did not write. */
function expectNoInjectedScript(html: string) {
  expect(html).not.toContain('<script>alert(1)');
  // A server-rendered page's own: the entry, the state and the answers.
  expect(html.match(/<script/g)?.length).toBe(html.includes('id="ssr-state"') ? 3 : 1);
}

describe('a server-rendered product page', () => {
  it('holds the product, its price and its links, its name as text in the HTML and in the state', async () => {
    const page = await t.app.inject({ url: `/dropshipping-product/${productId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toMatch(ESCAPED);
    expect(page.body).toMatch(/GH₵149\.99/);
    expectNoInjectedScript(page.body);
    const product = stateOf(page.body).queries.find((query) => query.queryKey[1] === 'product');
    expect(product?.state.data).toMatchObject({ id: productId, name: HOSTILE });
    // Once, in the API answers: the query answers refer to them.
    expect(page.body.split(JSON.stringify(HOSTILE).replaceAll('<', '\\u003c')).length - 1).toBe(1);
  });

  it('hands the browser the API answers it was drawn from, for the offline cache, with the name as text', async () => {
    const page = await t.app.inject({ url: `/dropshipping-product/${productId}` });
    const answers = new Map(JSON.parse(scriptOf(page.body, SSR_ANSWERS_ID)) as [string, unknown][]);
    const direct = await t.app.inject({ url: `/api/catalogue/products/${productId}` });
    expect(answers.get(`/api/catalogue/products/${productId}`)).toEqual(direct.json());
    expectNoInjectedScript(page.body);
  });

  it('announces no preload in its headers: the data is in the HTML (ADR 043)', async () => {
    const page = await t.app.inject({ url: `/dropshipping-product/${productId}` });
    expect(page.headers.link).toBeUndefined();
    // The gallery's first picture is still asked for first.
    expect(page.body).toMatch(/<img [^<]*fetchpriority="high"/i);
  });

  it('is compressed with brotli or gzip when the browser accepts it', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const page = await t.app.inject({
        url: `/dropshipping-product/${productId}`,
        headers: { 'accept-encoding': encoding },
      });
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers.vary).toContain('accept-encoding');
      expect(decode(page.rawPayload).toString('utf8')).toContain('&lt;/script&gt;');
    }
  });

  it('answers 404 with "Product not found" for an unknown product, with no state to hydrate', async () => {
    const page = await t.app.inject({ url: `/dropshipping-product/${UNKNOWN}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Product not found');
    expect(page.body).toContain('This product does not exist or is no longer available.');
    expect(page.body).not.toContain('id="ssr-state"');
    // The browser renders this page afresh: Go Back pressed until then is carried out after (ADR 050).
    expect(page.body).toMatch(/<summary[^>]*>(?:(?!<\/summary>).)*Go Back(?:(?!<\/summary>).)*<\/summary>/s);
    expect(page.body).not.toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Go Back<\/button>/s);
  });
});

describe('a server-rendered deal page', () => {
  it('holds the deal and its price, its name as text', async () => {
    const page = await t.app.inject({ url: `/product/${dealId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(ESCAPED);
    expect(page.body).toMatch(/GH₵149\.99/);
    expect(page.body).toContain('href="/deals"');
    expectNoInjectedScript(page.body);
    const deal = stateOf(page.body).queries.find((query) => query.queryKey[1] === 'detail');
    expect(deal?.state.data).toMatchObject({ id: dealId, name: HOSTILE });
  });

  it('answers 404 in words for an unknown deal', async () => {
    const page = await t.app.inject({ url: `/product/${UNKNOWN}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Product not found');
    expect(page.body).toContain('This deal is no longer available.');
  });
});

describe('a server-rendered store page (docs/decisions/066)', () => {
  it('holds the vendor and its approved deals, every name as text, and "Sold by" links to it', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ id: 'ssr-store-owner', name: 'Owner', email: 'ssr-store@example.com', emailVerified: true })
      .returning();
    const [vendor] = await t.db
      .insert(vendorProfiles)
      .values({
        reference: 'VND-SSR234',
        userId: user!.id,
        status: 'verified',
        businessName: HOSTILE,
        businessEmail: 'ssr-store@example.com',
        slug: 'hostile-store-ssr234',
        reviewedAt: new Date(),
      })
      .returning();
    await insertDeal(t.db, {
      name: `Store deal ${HOSTILE}`,
      vendor: HOSTILE,
      vendorId: vendor!.id,
      sellerSlug: 'hostile-store-ssr234',
    });
    const page = await t.app.inject({ url: '/store/hostile-store-ssr234' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`Store deal ${ESCAPED.source}`));
    expect(page.body).toContain('href="/store/hostile-store-ssr234"');
    expect(page.body).toContain('Selling on the shop since');
    expectNoInjectedScript(page.body);
  });

  it('answers 404 in words for an unknown store', async () => {
    const page = await t.app.inject({ url: '/store/no-such-store-aaaaaa' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Store not found');
  });
});

describe('the server-rendered lists', () => {
  it('/deals holds the deals, names as text', async () => {
    const page = await t.app.inject({ url: '/deals' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(ESCAPED);
    expect(page.body).toContain(`href="/product/${dealId}"`);
    expectNoInjectedScript(page.body);
  });

  it('the catalogue renders the shuffle its Server-Timing seed names, for the filters of its URL', async () => {
    const page = await t.app.inject({ url: '/dropshipping-china?q=alert' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.link).toBeUndefined();
    const seed = Number(/catalogue-seed;desc="(\d+)"/.exec(String(page.headers['server-timing']))?.[1]);
    expect(Number.isInteger(seed)).toBe(true);
    const list = stateOf(page.body).queries.find((query) => query.queryKey[1] === 'products');
    expect(list?.queryKey[2]).toEqual({ q: 'alert', country: 'China', seed });
    expect(page.body).toContain(`href="/dropshipping-product/${productId}"`);
    expect(page.body).toContain('value="alert"');
    expectNoInjectedScript(page.body);
  });

  it('/delivery holds its form, ready for typing before the page has hydrated', async () => {
    const page = await t.app.inject({ url: '/delivery' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1');
    expect(page.body).toContain('Delivery Request');
    expect(page.body).toMatch(/<label[^>]*for="[^"]+"[^>]*>Sender Name/);
    // What is typed before the scripts run is kept (ADR 050): nothing in the form is disabled.
    expect(page.body).not.toMatch(/<(?:fieldset|input|select|textarea|button)[^>]*disabled=""/);
    expect(page.body).toMatch(/<summary[^>]*>(?:(?!<\/summary>).)*Submit Delivery Request/s);
    // Its first screen reads nothing; the header's menus read the categories.
    expect(stateOf(page.body).queries.map((query) => query.queryKey)).toEqual([['catalogue', 'categories']]);
  });

  it('leaves the other pages to the browser', async () => {
    const page = await t.app.inject({ url: '/contact' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('id="ssr-state"');
  });

  it('leaves the admin area to the browser, and out of the renderer the server loads', async () => {
    const page = await t.app.inject({ url: '/admin' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    // Its modules and charts would be loaded at start and kept in the server's memory.
    const renderer = fs.readFileSync(path.join(SSR_DIST_DIR, 'entry-server.js'), 'utf8');
    expect(renderer).not.toMatch(/^\/\/ src\/web\/admin\//m);
    expect(renderer).not.toMatch(/^\/\/ node_modules\/recharts\//m);
  });

  it("keeps the renderer's source in one byte a character, the cedi signs of its pages unchanged", async () => {
    // V8 keeps a module's source as long as it lives, in two bytes a character if any is past Latin-1.
    const renderer = fs.readFileSync(path.join(SSR_DIST_DIR, 'entry-server.js'), 'utf8');
    expect(/[\u0080-\uffff]/.test(renderer)).toBe(false);
    const page = await t.app.inject({ url: `/dropshipping-product/${productId}` });
    expect(page.body).toContain('GH₵');
  });

  it('carries the stylesheet inline in a server-rendered page, and links it from the others', async () => {
    const rendered = await t.app.inject({ url: '/deals' });
    expect(rendered.body).toContain(`<style>${STYLES}</style>`);
    expect(rendered.body).not.toContain(STYLESHEET);
    const other = await t.app.inject({ url: '/contact' });
    expect(other.body).toContain(`<link rel="stylesheet" crossorigin href="/assets/${STYLESHEET}">`);
    expect(other.body).not.toContain('<style>');
  });

  it('asks for the scripts of a server-rendered page at once at low priority, those of the others as they are', async () => {
    const rendered = await t.app.inject({ url: '/deals' });
    // In the head, so that they are requested while the server still renders the page; below the
    // first picture's priority (ADR 051). No inline script: the CSP allows only the shop's own files.
    const head = rendered.body.slice(0, rendered.body.indexOf('</head>'));
    expect(head).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-entry.js">',
    );
    expect(rendered.body.match(/<script type="module"/g)).toHaveLength(1);
    expect(rendered.body).not.toMatch(/<script>/);
    // The page's own chunks beside it, also low, the entry not twice.
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/deals-page.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/cards.js">',
    );
    expect(head).not.toContain('href="/assets/index-entry.js"');
    const scriptSrc = /script-src ([^;]*)/.exec(String(rendered.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self'`);
    const other = await t.app.inject({ url: '/contact' });
    expect(other.body).toContain('<script type="module" crossorigin src="/assets/index-entry.js">');
  });

  it('compresses the pages it leaves to the browser too', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const page = await t.app.inject({ url: '/contact', headers: { 'accept-encoding': encoding } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers.vary).toContain('accept-encoding');
      expect(decode(page.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
    }
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/contact',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
