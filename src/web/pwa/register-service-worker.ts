import { cacheFormPartsWhenIdle } from './cache-form-parts';
import { SERVICE_WORKER_PATH } from './sw-caches';

/**
 * Registers the service worker once the page has loaded, so that it never competes with the first
 * screen for the connection; main.tsx calls it once React owns the page, so that its precache
 * does not compete with the page's scripts and the answers its first touch waits for either (ADR
 * 055). Only in the built app: the development server has no worker.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).then(cacheFormPartsWhenIdle, () => {
      // Without the worker the shop works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
