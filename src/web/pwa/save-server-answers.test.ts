// @vitest-environment happy-dom
import { SSR_ANSWERS_ID } from '@shared/ssr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SAVE_ANSWERS_MESSAGE,
  saveAnswersOfMessage,
  saveAnswersOfPage,
  saveServerAnswers,
} from './save-server-answers';
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

describe('the answers of the first page, which came before the worker', () => {
  const answers = JSON.stringify([['/api/products?seed=1', { products: [] }]]);
  const withAnswers = () => {
    document.body.innerHTML = `<script type="application/json" id="${SSR_ANSWERS_ID}">${answers}</script>`;
  };
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are handed to the worker once it is active, not parsed on the page', async () => {
    withAnswers();
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', {
      serviceWorker: { controller: null, ready: Promise.resolve({ active: { postMessage } }) },
    });
    saveServerAnswers();
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith({ type: SAVE_ANSWERS_MESSAGE, answers }));
    expect(stored.size).toBe(0);
  });

  it('are not sent again by a page the worker answered (it saved them as the page arrived)', async () => {
    withAnswers();
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', {
      serviceWorker: { controller: {}, ready: Promise.resolve({ active: { postMessage } }) },
    });
    saveServerAnswers();
    await Promise.resolve();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('are kept by the worker from the message; any other message is ignored', async () => {
    const waits: Promise<unknown>[] = [];
    const message = (data: unknown) =>
      ({
        data,
        waitUntil: (wait: Promise<unknown>) => waits.push(wait),
      }) as unknown as ExtendableMessageEvent;
    saveAnswersOfMessage(message({ type: 'other', answers }));
    saveAnswersOfMessage(message({ type: SAVE_ANSWERS_MESSAGE, answers: 42 }));
    expect(waits).toHaveLength(0);
    saveAnswersOfMessage(message({ type: SAVE_ANSWERS_MESSAGE, answers }));
    await Promise.all(waits);
    expect(JSON.parse(stored.get(SW_CACHES.api)!.get(`${location.origin}/api/products?seed=1`)!)).toEqual({
      products: [],
    });
  });
});
