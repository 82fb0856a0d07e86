import { SSR_ANSWERS_ID } from '@shared/ssr';
import { SW_CACHES } from './sw-caches';

/**
 * A server-rendered page (ADR 043) was drawn from API answers the browser never asked for, so the
 * service worker never saw them: offline, the page would open with nothing to show. They are put
 * into the worker's catalogue and deal cache (ADR 044, 047) once the browser is idle, as if the
 * browser had read them: the same public answers, kept no longer than the worker's own.
 */
export function saveServerAnswers() {
  const element = document.getElementById(SSR_ANSWERS_ID);
  if (!element?.textContent || typeof caches === 'undefined') return;
  const text = element.textContent;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  whenIdle(() => void keep(text));
}

async function keep(text: string) {
  try {
    const answers = JSON.parse(text) as [path: string, answer: unknown][];
    const cache = await caches.open(SW_CACHES.api);
    await Promise.all(
      answers.map(([path, answer]) =>
        cache.put(
          new URL(path, location.origin).href,
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
