import { createContext, useContext } from 'react';

/**
 * False on the server and while a server-rendered page hydrates (ADR 043), true once React owns the
 * page (App sets it; a page rendered in the browser has it true from the start). A context set in a
 * transition rather than an external store: the re-render it causes yields to the browser instead
 * of blocking the main thread (Lighthouse's Total Blocking Time, ADR 048).
 */
export const HydratedContext = createContext(true);

/**
 * Whether React owns the page: for what must differ while it hydrates (the session still unknown,
 * a draft restored after). Never to disable a control: a control only React handles is drawn by
 * `PressBeforeHydration` or `DisclosureBeforeHydration` (components/ui/before-hydration.tsx, ADR 050).
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
