import { SSR_ANSWERS_ID } from '@shared/ssr';
import { SW_CACHES } from './sw-caches';

/**
 * A server-rendered page (ADR 043) was drawn from API answers the browser never asked for, so the
 * service worker never saw them: offline, the page would open with nothing to show. They are put
 * into the worker's catalogue and deal cache (ADR 044, 047) as if the browser had read them: the
 * same public answers, kept no longer than the worker's own. A page the worker answered is saved by
 * the worker as its HTML arrives (`saveAnswersOfPage`); the first page, before there is a worker,
 * saves them itself once the browser is idle.
 */
export function saveServerAnswers() {
  if (navigator.serviceWorker?.controller) return;
  const element = document.getElementById(SSR_ANSWERS_ID);
  if (!element?.textContent || typeof caches === 'undefined') return;
  const text = element.textContent;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  whenIdle(() => void keep(text));
}

const ANSWERS_START = `<script type="application/json" id="${SSR_ANSWERS_ID}">`;

/**
 * In the worker: the answers a page's HTML carries, saved once the page has arrived, whenever the
 * shopper leaves it (a page left at once kept nothing when the page saved them when idle).
 */
export async function saveAnswersOfPage(page: Response): Promise<void> {
  if (!page.headers.get('content-type')?.startsWith('text/html')) return;
  const html = await page.text().catch(() => '');
  const start = html.indexOf(ANSWERS_START);
  if (start < 0) return;
  const end = html.indexOf('</script>', start);
  if (end > start) await keep(html.slice(start + ANSWERS_START.length, end));
}

async function keep(text: string) {
  try {
    const answers = JSON.parse(text) as [path: string, answer: unknown][];
    const cache = await caches.open(SW_CACHES.api);
    await Promise.all(
      answers.map(([path, answer]) =>
        cache.put(
          new URL(path, self.location.origin).href,
          new Response(JSON.stringify(answer), {
            headers: { 'content-type': 'application/json; charset=utf-8', date: new Date().toUTCString() },
          }),
        ),
      ),
    );
  } catch {
    // Storage full or refused: the page only will not open offline.
  }
}
