import { CACHE_FORM_PARTS_MESSAGE } from './sw-caches';

type SavingData = Navigator & { connection?: { saveData?: boolean } };

/**
 * Once the worker has installed and the page is idle, asks it to keep the parts that lead to a form
 * (dialogs, the cart drawer, the drop-shipping checkout): a first visit that goes offline can then
 * still open them and queue what is sent (ADR 056). After the install, so the first screen and the
 * forms' rules go first; not when the shopper asked the browser to save data. The worker skips what
 * it already keeps, so the later visits of the same release fetch nothing.
 */
export function cacheFormPartsWhenIdle() {
  if ((navigator as SavingData).connection?.saveData) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const ask = () => registration.active?.postMessage({ type: CACHE_FORM_PARTS_MESSAGE });
    if ('requestIdleCallback' in window) requestIdleCallback(ask, { timeout: 10_000 });
    else setTimeout(ask, 1_000);
  });
}
