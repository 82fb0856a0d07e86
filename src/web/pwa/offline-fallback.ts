import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberPage } from './saved-pages';
import { OFFLINE_PAGE_META } from './sw-caches';

/**
 * True when the service worker answered this page, offline, with the app shell marked for the offline
 * page (sw.ts): the page was never opened here, so nothing of it is saved. Only for the page the
 * browser opened: once the shopper follows a link, the app renders that page as usual.
 */
export function useOfflineFallback(): boolean {
  const { key } = useLocation();
  // The router's first location has the key "default"; every later one its own.
  return (
    key === 'default' &&
    typeof document !== 'undefined' &&
    document.querySelector(`meta[name="${OFFLINE_PAGE_META}"]`) !== null
  );
}

/**
 * Remembers each public page opened while online, so that it opens from the app shell offline. In
 * a task of its own: opening Cache Storage the first time is a few milliseconds of the main thread,
 * which would lengthen the task that runs every effect of a hydrated page (ADR 048).
 */
export function useRememberPage(pathname: string): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      if (navigator.onLine) void rememberPage(pathname);
    });
    return () => clearTimeout(timer);
  }, [pathname]);
}
