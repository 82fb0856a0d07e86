import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Transform, Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_DEAL, API_PREFIX, API_PRODUCT, apiPath } from '../shared/api-paths';
import { CATALOGUE_SEED_POOL } from '../shared/catalogue/catalogue-page';
import {
  CATALOGUE_SEED_TIMING,
  filtersFromUrl,
  firstCataloguePagePath,
  isCataloguePath,
} from '../shared/catalogue/catalogue-url';
import { PAYMENT_PROVIDER_META } from '../shared/checkout/payment-provider-meta';
import type { PaymentProviderName } from '../shared/checkout/payment-providers';
import { SSR_ANSWERS_ID, SSR_STATE_ID } from '../shared/ssr';
import { LOCAL_UPLOADS_PREFIX } from './adapters/storage/local-storage';
import { notFound, toErrorBody } from './errors';
import { isPagePath } from './lib/page-paths';
import type { ShareSubject } from './modules/share/find-share-subject';
import { genericHeadTags, subjectHead, withHead } from './modules/share/share-head';
import { type SharePreviews, subjectOfPath } from './modules/share/share-previews';

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');
/** The server renderer built from src/web/ssr/entry-server.tsx (ADR 043, prototype). */
export const SSR_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/ssr');

/** What dist/ssr/entry-server.js exports (src/web/ssr/entry-server.tsx: the server never imports src/web). */
interface ServerRenderer {
  isServerRendered(pathname: string): boolean;
  /** The page's source module, as the build's manifest names it. */
  pageModuleOf(pathname: string): string | undefined;
  prepare(
    url: string,
    fetchJson: (path: string) => Promise<unknown>,
    hints: { catalogueSeed?: number },
  ): Promise<ServerPage | undefined>;
}

interface ServerPage {
  status: 200 | 404;
  render(options: {
    onAllReady(): void;
    onShellError(error: unknown): void;
    onError(error: unknown): void;
  }): Promise<{
    stream: { pipe<W extends NodeJS.WritableStream>(destination: W): W; abort(): void };
    state?: string;
    answers?: string;
  }>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Serves the built shop: hashed assets cached for a year, pre-compressed files when the build made
 * them, index.html for every page path (200) and for unknown paths too (404: the app shows its
 * not-found page). API paths that match nothing get the JSON error shape.
 */
export function registerWebApp(
  app: FastifyInstance,
  options: {
    uploadsDir?: string;
    webDir?: string;
    paymentProvider: PaymentProviderName;
    /** Fills the deal and product pages' title, description and share tags. */
    sharePreviews: SharePreviews;
    publicUrl: string;
    /**
     * The server renderer's module (default dist/ssr/entry-server.js, or none with a webDir); without
     * it every page is rendered in the browser.
     */
    ssrEntry?: string;
  },
) {
  const webDir = options.webDir ?? WEB_DIST_DIR;
  const indexPath = path.join(webDir, 'index.html');
  const indexHtml = fs.existsSync(indexPath)
    ? withPaymentProvider(fs.readFileSync(indexPath, 'utf8'), options.paymentProvider)
    : undefined;
  const genericHtml = indexHtml && withHead(indexHtml, { tags: genericHeadTags(descriptionOf(indexHtml)) });
  const inlineStyles = indexHtml ? stylesheetToInline(indexHtml, webDir) : undefined;
  const pageChunks = indexHtml ? pageChunksOf(webDir) : undefined;
  /**
   * The head of a server-rendered page: the stylesheet inline (ADR 048), the scripts at low
   * priority, the page's own chunks among them (ADR 051).
   */
  const renderedPageHead = (html: string, pageModule: string | undefined) =>
    withScriptsAtLowPriority(
      inlineStyles ? inlineStyles(html) : html,
      (pageModule && pageChunks?.(pageModule)) || [],
    );

  // A test's own webDir comes without a renderer unless it names one.
  const rendererPath =
    options.ssrEntry ?? (options.webDir ? undefined : path.join(SSR_DIST_DIR, 'entry-server.js'));
  const renderer: Promise<ServerRenderer | undefined> | undefined =
    indexHtml && rendererPath && fs.existsSync(rendererPath)
      ? (import(pathToFileURL(rendererPath).href) as Promise<ServerRenderer>).catch((error: unknown) => {
          app.log.error({ err: error }, 'cannot load the server renderer: pages are rendered in the browser');
          return undefined;
        })
      : undefined;

  /** An API answer read in-process, as the page's first render needs it. */
  async function fetchJson(apiPath: string): Promise<unknown> {
    const response = await app.inject({ method: 'GET', url: apiPath });
    if (response.statusCode !== 200) {
      throw Object.assign(new Error(`${apiPath} answered ${response.statusCode}`), {
        status: response.statusCode,
      });
    }
    return response.json();
  }

  /**
   * Streams the page with its first screen rendered on the server into `out`: index.html's head at
   * once (the browser starts on the CSS and the JavaScript while the server renders), then the
   * rendered root and the query answers the browser hydrates with. A render that fails sends the
   * empty root instead: the browser renders the page, as before.
   */
  async function streamRenderedPage(
    request: FastifyRequest,
    page: ServerPage,
    html: string,
    out: Transform,
  ): Promise<void> {
    const [before, after] = html.split(ROOT_ELEMENT) as [string, string];
    out.write(before);
    // Compressed and on its way before the render takes the event loop.
    if (out instanceof zlib.BrotliCompress || out instanceof zlib.Gzip) {
      await new Promise<void>((resolve) => out.flush(() => resolve()));
    }
    try {
      let allReady!: () => void;
      let failed!: (error: unknown) => void;
      const ready = new Promise<void>((resolve, reject) => {
        allReady = resolve;
        failed = reject;
      });
      const { stream, state, answers } = await page.render({
        // Whole, not streamed boundary by boundary: React's late boundaries need inline scripts,
        // which the CSP refuses (script-src 'self'), and the data is read before rendering anyway.
        onAllReady: () => allReady(),
        onShellError: (error) => failed(error),
        onError: (error) => request.log.error({ err: error }, 'server rendering error'),
      });
      await ready;
      out.write('<div id="root">');
      const tail =
        (state === undefined
          ? ''
          : `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>`) +
        (answers === undefined
          ? ''
          : `<script type="application/json" id="${SSR_ANSWERS_ID}">${answers}</script>`);
      stream.pipe(
        new Writable({
          write(chunk, _encoding, callback) {
            out.write(chunk, callback);
          },
          final(callback) {
            out.end(`</div>${tail}${after}`);
            callback();
          },
        }),
      );
    } catch (error) {
      request.log.error({ err: error }, 'cannot render the page on the server: the browser renders it');
      out.end(`${ROOT_ELEMENT}${after}`);
    }
  }

  /** The page's data read for its server rendering; undefined when the browser renders it. Never throws. */
  async function preparePage(
    request: FastifyRequest,
    pathname: string,
    catalogueSeed: number | undefined,
  ): Promise<ServerPage | undefined> {
    const server = await renderer;
    if (!server?.isServerRendered(pathname)) return undefined;
    try {
      return await server.prepare(request.url, fetchJson, { catalogueSeed });
    } catch (error) {
      request.log.error(
        { err: error },
        'cannot read the data of a server-rendered page: the browser renders it',
      );
      return undefined;
    }
  }

  // The page of each cached subject, built once: the previews hand out the same object until the
  // deal or product changes.
  const subjectPages = new WeakMap<ShareSubject, string>();

  /** index.html with the page's own head: a deal's or product's, else the shop's. Never throws. */
  async function pageHtml(request: FastifyRequest, pathname: string): Promise<string> {
    const target = subjectOfPath(pathname);
    if (!target || !indexHtml) return genericHtml!;
    try {
      const subject = await options.sharePreviews.subject(target.kind, target.id);
      if (!subject) return genericHtml!;
      let html = subjectPages.get(subject);
      if (!html) {
        html = withHead(indexHtml, subjectHead(subject, options.publicUrl));
        subjectPages.set(subject, html);
      }
      return html;
    } catch (error) {
      // The page itself still loads; only its preview is the shop's.
      request.log.error({ err: error }, 'cannot read the share preview of a page');
      return genericHtml!;
    }
  }

  if (options.uploadsDir) {
    fs.mkdirSync(options.uploadsDir, { recursive: true });
    app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: LOCAL_UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      // Upload keys are never rewritten with other content.
      immutable: true,
      maxAge: '365d',
    });
  }

  if (indexHtml) {
    app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith(API_PREFIX) &&
      !pathname.startsWith(LOCAL_UPLOADS_PREFIX) &&
      !pathname.startsWith('/assets/');
    if (indexHtml && wantsPage) {
      const preload = dataPreload(pathname, request.url.slice(pathname.length));
      if (preload?.serverTiming) reply.header('server-timing', preload.serverTiming);
      const html = await pageHtml(request, pathname);
      const page =
        request.method === 'GET' && html.includes(ROOT_ELEMENT)
          ? await preparePage(request, pathname, preload?.seed)
          : undefined;
      reply
        .status(page?.status ?? (isPagePath(pathname) ? 200 : 404))
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache');
      // @fastify/compress only hooks routes, not this handler: pages are compressed here.
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      reply.header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      if (!page) {
        if (preload) reply.header('link', preload.link);
        return reply.send(encoding ? compressPage(html, encoding) : html);
      }
      // The page's data is in the HTML; its scripts, its own chunks among them, are announced in its
      // head at low priority, below the first screen's picture (ADR 051).
      const out =
        encoding === 'br'
          ? zlib.createBrotliCompress({
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
            })
          : encoding === 'gzip'
            ? zlib.createGzip()
            : new PassThrough();
      const pageModule = (await renderer)?.pageModuleOf(pathname);
      void streamRenderedPage(request, page, renderedPageHead(html, pageModule), out);
      return reply.send(out);
    }
    return reply.status(404).send(toErrorBody(notFound()));
  });
}

const PAGE_BROTLI_QUALITY = 5;

/**
 * A server-rendered page carries the whole stylesheet in a <style> instead of the <link> (ADR 048):
 * its first paint then waits for no second request, which on a slow link costs a round trip before
 * anything shows. The client-rendered pages keep the <link>, cached by the browser.
 * Undefined when index.html links no stylesheet of ours or it cannot be read.
 */
function stylesheetToInline(html: string, webDir: string): ((page: string) => string) | undefined {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/.exec(html);
  if (!link) return undefined;
  const file = path.join(webDir, link[1]!);
  if (!fs.existsSync(file)) return undefined;
  const css = fs.readFileSync(file, 'utf8');
  // A stylesheet that could close its own element is left as a link.
  if (/<\/style/i.test(css)) return undefined;
  const style = `<style>${css}</style>`;
  return (page) => page.replace(link[0], () => style);
}

/**
 * A server-rendered page paints from its HTML; its scripts make it answer a tap. They are asked for
 * as soon as the head is parsed, so that a shopper's first touch is not lost for long, but at low
 * priority: the first screen's picture (fetchpriority="high") goes first on a slow link (ADR 051).
 * The page's own chunks are announced beside the entry: the browser no longer waits for the entry
 * to run before asking for them, a round trip later. The client-rendered pages, which paint nothing
 * without their scripts, keep Vite's tags as they are.
 */
function withScriptsAtLowPriority(html: string, pageChunks: string[]): string {
  const preloads = pageChunks
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  // Beside the entry, ahead of the inline stylesheet: the browser's preload scanner sees them at once.
  return html
    .replace(/<script type="module"[^>]*><\/script>/, (entry) => entry + preloads)
    .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The chunks a page's module needs, its own first, from the build's manifest (by source path), or
 * undefined without a manifest. Each page's list is worked out once.
 */
function pageChunksOf(webDir: string): ((pageModule: string) => string[]) | undefined {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const known = new Map<string, string[]>();
  return (pageModule) => {
    let files = known.get(pageModule);
    if (!files) {
      const found = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || found.has(chunk.file)) return;
        found.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit(pageModule);
      files = [...found];
      known.set(pageModule, files);
    }
    return files;
  };
}

/** A client-rendered page's HTML: small, so compressing it on each request costs little. */
function compressPage(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
      })
    : zlib.gzipSync(html);
}

/**
 * The page says which provider takes payments (the checkout writes "powered by Paystack" only when
 * it is Paystack), in the HTML every page already loads rather than in another request.
 */
function withPaymentProvider(html: string, provider: PaymentProviderName): string {
  return html.replace('</head>', `<meta name="${PAYMENT_PROVIDER_META}" content="${provider}" />\n</head>`);
}

/** The shop's own description, as index.html says it. */
function descriptionOf(html: string): string | undefined {
  const match = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html);
  return match?.[1]?.replaceAll('&amp;', '&');
}

const preloadLink = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin=anonymous`;

/**
 * The data a page needs before it can paint its main content, announced with the HTML so the
 * browser fetches it while the JavaScript is still downloading (the deal and product pages' main
 * image waits on it, as do the catalogue's first cards).
 */
function dataPreload(
  pathname: string,
  search: string,
): { link: string; serverTiming?: string; seed?: number } | undefined {
  const deal = /^\/product\/([0-9a-f-]{36})\/?$/i.exec(pathname);
  if (deal) return { link: preloadLink(apiPath(API_DEAL, { id: deal[1]! })) };
  const product = /^\/dropshipping-product\/([0-9a-f-]{36})\/?$/i.exec(pathname);
  if (product) return { link: preloadLink(apiPath(API_PRODUCT, { id: product[1]! })) };
  if (isCataloguePath(pathname)) {
    // The catalogue's first page is a shuffle: the server draws the seed and hands it to the page
    // in a Server-Timing entry, so that the page asks for the very URL announced here.
    const seed = randomInt(0, CATALOGUE_SEED_POOL);
    const filters = filtersFromUrl(pathname, new URLSearchParams(search));
    return {
      link: preloadLink(firstCataloguePagePath(filters, seed)),
      serverTiming: `${CATALOGUE_SEED_TIMING};desc="${seed}"`,
      seed,
    };
  }
  return undefined;
}
