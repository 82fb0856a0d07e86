import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../../shared/api-paths';
import type { PaymentProviderName } from '../../../shared/checkout/payment-providers';
import { LOCAL_UPLOADS_PREFIX } from '../../adapters/storage/local-storage';
import { notFound, toErrorBody } from '../../errors';
import { compress, compressingStream, negotiateEncoding } from '../../lib/compression';
import { isPagePath } from '../../lib/page-paths';
import { genericHeadTags, withHead } from '../share/share-head';
import type { SharePreviews } from '../share/share-previews';
import { SSR_DIST_DIR, WEB_DIST_DIR } from './build-dirs';
import { dataPreload } from './data-preload';
import {
  descriptionOf,
  pageChunksOf,
  stylesheetToInline,
  withPaymentProvider,
  withScriptsAtLowPriority,
} from './page-head';
import { createPageHtml } from './page-html';
import {
  loadServerRenderer,
  preparePage,
  ROOT_ELEMENT,
  readApiInProcess,
  streamRenderedPage,
} from './server-renderer';

/**
 * Serves the built shop: hashed assets cached for a year, pre-compressed files when the build made
 * them, index.html for every page path (200) and for unknown paths too (404: the app shows its
 * not-found page). API paths that match nothing get the JSON error shape.
 */
export function registerPageRoutes(
  app: FastifyInstance,
  options: {
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
  const renderer = indexHtml ? loadServerRenderer(app, rendererPath) : undefined;
  const fetchJson = readApiInProcess(app);
  const pageHtml = createPageHtml({
    indexHtml,
    genericHtml,
    sharePreviews: options.sharePreviews,
    publicUrl: options.publicUrl,
  });

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
          ? await preparePage(renderer, fetchJson, request, pathname, preload?.seed)
          : undefined;
      reply
        .status(page?.status ?? (isPagePath(pathname) ? 200 : 404))
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache');
      const encoding = negotiateEncoding(request, reply);
      if (!page) {
        if (preload) reply.header('link', preload.link);
        return reply.send(encoding === 'identity' ? html : compress(html, encoding, 'standard'));
      }
      // The page's data is in the HTML; its scripts, its own chunks among them, are announced in its
      // head at low priority, below the first screen's picture (ADR 051).
      const out = encoding === 'identity' ? new PassThrough() : compressingStream(encoding, 'standard');
      const pageModule = (await renderer)?.pageModuleOf(pathname);
      void streamRenderedPage(request, page, renderedPageHead(html, pageModule), out);
      return reply.send(out);
    }
    return reply.status(404).send(toErrorBody(notFound()));
  });
}
