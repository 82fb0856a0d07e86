import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <BrowserRouter>
      <Providers client={queryClient}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  );
}
