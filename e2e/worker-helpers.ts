import type { Page } from '@playwright/test';
import { CACHE_FORM_PARTS_MESSAGE } from '../src/web/pwa/sw-caches';

/**
 * Asks the page's worker for the parts that lead to a form (ADR 056) and returns its answer once
 * its run has ended: `{ cached: true }` when it keeps them all. A run the page started by itself is
 * joined, not repeated.
 */
export async function askForFormParts(page: Page): Promise<unknown> {
  return page.evaluate(async (type) => {
    const registration = await navigator.serviceWorker.ready;
    const channel = new MessageChannel();
    const answered = new Promise((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data);
    });
    registration.active!.postMessage({ type }, [channel.port2]);
    return answered;
  }, CACHE_FORM_PARTS_MESSAGE);
}
