import { createContext, useContext } from 'react';

/**
 * False on the server and while a server-rendered page hydrates (ADR 043), true once React owns the
 * page (App sets it; a page rendered in the browser has it true from the start). A context set in a
 * transition rather than an external store: the re-render it causes yields to the browser instead
 * of blocking the main thread (Lighthouse's Total Blocking Time, ADR 048).
 */
export const HydratedContext = createContext(true);

/**
 * A control whose click only React handles is disabled until the page has hydrated: a click on it
 * before the page's JavaScript has arrived would otherwise be lost without a sign.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
