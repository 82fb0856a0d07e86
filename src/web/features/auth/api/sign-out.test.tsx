// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { readDraft, writeDraft } from '@web/lib/drafts';
import { mockApi } from '@web/test/render';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignOut } from './sign-out';
import { useSignOutEverywhere } from './sign-out-everywhere';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('signing out', () => {
  it.each([
    ['sign out', useSignOut, 'POST /api/auth/sign-out'],
    ['sign out everywhere', useSignOutEverywhere, 'POST /api/auth/revoke-sessions'],
  ])('%s removes every form draft (ADR 047)', async (_, useHook, route) => {
    mockApi({ [route]: { body: {} } });
    writeDraft('request:delivery', { senderName: 'Ama Mensah' });
    writeDraft('order:delivery-details', { deliveryPhone: '024 123 4567' });
    const { result } = renderHook(() => useHook(), { wrapper });
    result.current.mutate();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(readDraft('request:delivery')).toBeNull();
    expect(readDraft('order:delivery-details')).toBeNull();
  });
});
