import { SERVICE_WORKER_PATH } from './sw-caches';

/**
 * Registers the service worker once the page has loaded and the main thread is idle (after the
 * first render or hydration), so that neither the worker nor its precache (the app shell and the
 * forms' rules, ADR 052) competes with the page for a slow connection. Only in the built app: the
 * development server has no worker.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => {
      // Without the worker the shop works as before, only not offline.
    });
  };
  // Safari has no requestIdleCallback: a moment after the load instead.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
