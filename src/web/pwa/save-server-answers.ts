import { SSR_ANSWERS_ID } from '@shared/ssr';
import { SW_CACHES } from './sw-caches';

/** The message a page sends its worker with the answers it was rendered from. */
export const SAVE_ANSWERS_MESSAGE = 'save-server-answers';

/**
 * A server-rendered page (ADR 043) was drawn from API answers the browser never asked for, so the
 * service worker never saw them: offline, the page would open with nothing to show. They are put
 * into the worker's catalogue and deal cache (ADR 044, 047) as if the browser had read them: the
 * same public answers, kept no longer than the worker's own. A page the worker answered is saved by
 * the worker as its HTML arrives (`saveAnswersOfPage`); the first page, before there is a worker,
 * hands them to the worker once it is active: parsing and storing them is the worker's work, off
 * the page's main thread, which a phone needs for the shopper's first touches (ADR 048).
 */
export function saveServerAnswers() {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  const answers = document.getElementById(SSR_ANSWERS_ID)?.textContent;
  if (!answers) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: SAVE_ANSWERS_MESSAGE, answers }),
  );
}

/** In the worker: a page's answers, from its message. */
export function saveAnswersOfMessage(event: ExtendableMessageEvent) {
  const { data } = event;
  if (data?.type === SAVE_ANSWERS_MESSAGE && typeof data.answers === 'string') {
    event.waitUntil(saveAnswers(data.answers));
  }
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
  if (end > start) await saveAnswers(html.slice(start + ANSWERS_START.length, end));
}

async function saveAnswers(text: string) {
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
