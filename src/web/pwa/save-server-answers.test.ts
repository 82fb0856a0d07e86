// @vitest-environment happy-dom
import { SSR_ANSWERS_ID } from '@shared/ssr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAnswersOfPage } from './save-server-answers';
import { SW_CACHES } from './sw-caches';

/** The worker's caches, in memory: name -> url -> body. */
let stored: Map<string, Map<string, string>>;
beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('caches', {
    open: async (name: string) => {
      const cache = stored.get(name) ?? new Map<string, string>();
      stored.set(name, cache);
      return { put: async (url: string, response: Response) => void cache.set(url, await response.text()) };
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const html = (answers: string) =>
  `<!doctype html><html><head></head><body><div id="root"><h1>Kettle</h1></div>` +
  `<script type="application/json" id="ssr-state">{"queries":[]}</script>` +
  `<script type="application/json" id="${SSR_ANSWERS_ID}">${answers}</script></body></html>`;
const page = (body: string, type = 'text/html; charset=utf-8') =>
  new Response(body, { headers: { 'content-type': type } });

describe('the answers a server-rendered page carries, saved by the worker', () => {
  it('keeps each answer under its API address in the catalogue and deal cache', async () => {
    const deal = { deal: { id: 'd1', name: 'Kettle \u003c2L\u003e' } };
    await saveAnswersOfPage(page(html(JSON.stringify([['/api/deals/d1', deal]]).replaceAll('<', '\\u003c'))));
    const cache = stored.get(SW_CACHES.api)!;
    expect([...cache.keys()]).toEqual([`${location.origin}/api/deals/d1`]);
    expect(JSON.parse(cache.get(`${location.origin}/api/deals/d1`)!)).toEqual(deal);
  });

  it('keeps nothing from a page rendered in the browser, or from what is not a page', async () => {
    await saveAnswersOfPage(page('<!doctype html><html><body><div id="root"></div></body></html>'));
    await saveAnswersOfPage(page(JSON.stringify([['/api/deals/d1', {}]]), 'application/json'));
    expect(stored.size).toBe(0);
  });
});
