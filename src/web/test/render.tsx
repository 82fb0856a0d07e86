import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type InitialEntry, MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

/** Renders inside a fresh query client (no retries), a memory router and the toaster. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: InitialEntry } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export interface MockAnswer {
  status?: number;
  body: unknown;
}

/** A fixed answer, or a function of the request body (for answers that change, e.g. the session). */
export type MockRoute = MockAnswer | ((body: unknown) => MockAnswer);

/**
 * Replaces fetch: `routes` maps "METHOD /path" to an answer; anything else fails like an unreachable
 * server. Returns the mock to inspect the calls.
 */
export function mockApi(routes: Record<string, MockRoute> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const route = routes[key];
    if (!route) throw new TypeError('Failed to fetch');
    const answer =
      typeof route === 'function' ? route(init?.body ? JSON.parse(String(init.body)) : undefined) : route;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON body of the first call to the mock for a path. */
export function requestBody(fetchMock: ReturnType<typeof mockApi>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === path);
  if (!call) throw new Error(`No request to ${path}`);
  return JSON.parse(String(call[1]?.body ?? 'null'));
}
