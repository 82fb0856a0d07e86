import type { QueryClient } from '@tanstack/react-query';
import { allTurnsTaken } from '@web/lib/hydration-turns';
import { HydratedContext } from '@web/lib/use-hydrated';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

export interface AppProps {
  queryClient?: QueryClient;
  /** The page was rendered on the server and is being hydrated (ADR 043). */
  hydrating?: boolean;
  /** Called once React owns the page (hydrated, or first rendered in the browser). */
  onHydrated?: () => void;
}

export function App({ queryClient, hydrating = false, onHydrated }: AppProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) {
      // The parts of the page hydrated in turns of their own must all be hydrated first.
      void allTurnsTaken().then(() => startTransition(() => setHydrated(true)));
      return;
    }
    // React owns the page from here: browser tests wait for it.
    document.documentElement.setAttribute('data-hydrated', '');
    onHydrated?.();
  }, [hydrated, onHydrated]);
  // The same element before and after hydration, so that the flag re-renders only the components
  // that read it, not the whole page a second time (ADR 048).
  const tree = useMemo(
    () => (
      <BrowserRouter>
        <Providers client={queryClient}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    ),
    [queryClient],
  );
  return <HydratedContext value={hydrated}>{tree}</HydratedContext>;
}
