import fs from 'node:fs';
import type { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SSR_ANSWERS_ID, SSR_STATE_ID } from '../../../shared/ssr';

/** What dist/ssr/entry-server.js exports (src/web/ssr/entry-server.tsx: the server never imports src/web). */
export interface ServerRenderer {
  isServerRendered(pathname: string): boolean;
  /** The page's source module, as the build's manifest names it. */
  pageModuleOf(pathname: string): string | undefined;
  prepare(
    url: string,
    fetchJson: (path: string) => Promise<unknown>,
    hints: { catalogueSeed?: number },
  ): Promise<ServerPage | undefined>;
}

export interface ServerPage {
  status: 200 | 404;
  render(): Promise<{ html: string; state?: string; answers?: string }>;
}

export const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The server renderer's module, loaded once; undefined (every page rendered in the browser) when
 * there is none or it cannot load.
 */
export function loadServerRenderer(
  app: FastifyInstance,
  rendererPath: string | undefined,
): Promise<ServerRenderer | undefined> | undefined {
  return rendererPath && fs.existsSync(rendererPath)
    ? (import(pathToFileURL(rendererPath).href) as Promise<ServerRenderer>).catch((error: unknown) => {
        app.log.error({ err: error }, 'cannot load the server renderer: pages are rendered in the browser');
        return undefined;
      })
    : undefined;
}

/** An API answer read in-process, as the page's first render needs it. */
export function readApiInProcess(app: FastifyInstance) {
  return async function fetchJson(apiPath: string): Promise<unknown> {
    const response = await app.inject({ method: 'GET', url: apiPath });
    if (response.statusCode !== 200) {
      throw Object.assign(new Error(`${apiPath} answered ${response.statusCode}`), {
        status: response.statusCode,
      });
    }
    return response.json();
  };
}

/**
 * Streams the page with its first screen rendered on the server into `out`: index.html's head at
 * once (the browser starts on the CSS and the JavaScript while the server renders), then the
 * rendered root and the query answers the browser hydrates with. A render that fails sends the
 * empty root instead: the browser renders the page, as before.
 */
export async function streamRenderedPage(
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
    const { html: rendered, state, answers } = await page.render();
    const tail =
      (state === undefined ? '' : `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>`) +
      (answers === undefined
        ? ''
        : `<script type="application/json" id="${SSR_ANSWERS_ID}">${answers}</script>`);
    out.end(`<div id="root">${rendered}</div>${tail}${after}`);
  } catch (error) {
    request.log.error({ err: error }, 'cannot render the page on the server: the browser renders it');
    out.end(`${ROOT_ELEMENT}${after}`);
  }
}

/** The page's data read for its server rendering; undefined when the browser renders it. Never throws. */
export async function preparePage(
  renderer: Promise<ServerRenderer | undefined> | undefined,
  fetchJson: (path: string) => Promise<unknown>,
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
