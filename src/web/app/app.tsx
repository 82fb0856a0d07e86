import type { QueryClient } from '@tanstack/react-query';
import { HydratedContext } from '@web/lib/use-hydrated';
import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

export interface AppProps {
  queryClient?: QueryClient;
  /** The page was rendered on the server and is being hydrated (ADR 043). */
  hydrating?: boolean;
}

export function App({ queryClient, hydrating = false }: AppProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) {
      startTransition(() => setHydrated(true));
      return;
    }
    // React owns the page from here, its controls enabled: browser tests wait for it.
    document.documentElement.setAttribute('data-hydrated', '');
  }, [hydrated]);
  return (
    <HydratedContext value={hydrated}>
      <BrowserRouter>
        <Providers client={queryClient}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </HydratedContext>
  );
}
