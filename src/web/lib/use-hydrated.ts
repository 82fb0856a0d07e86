import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates (ADR 043), true once React owns the
 * page. A control whose click only React handles is disabled until then: a click on it before the
 * page's JavaScript has arrived would otherwise be lost without a sign.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
