import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  // React owns the page from here (a server-rendered one has hydrated): browser tests wait for it.
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return (
    <BrowserRouter>
      <Providers client={queryClient}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  );
}
