// @vitest-environment happy-dom
import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { readDraft, writeDraft } from '@web/lib/drafts';
import { keepPausedChangesFor, readPausedChanges } from '@web/lib/paused-changes';
import { USER_SCOPED } from '@web/lib/query';
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

function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const newClient = () => new QueryClient({ defaultOptions: { mutations: { retry: false } } });

describe('signing out', () => {
  it.each([
    ['sign out', useSignOut, 'POST /api/auth/sign-out'],
    ['sign out everywhere', useSignOutEverywhere, 'POST /api/auth/revoke-sessions'],
  ])('%s removes every form draft (ADR 047)', async (_, useHook, route) => {
    mockApi({ [route]: { body: {} } });
    writeDraft('request:delivery', { senderName: 'Ama Mensah' });
    writeDraft('order:delivery-details', { deliveryPhone: '024 123 4567' });
    const { result } = renderHook(() => useHook(), { wrapper: wrapperOf(newClient()) });
    result.current.mutate();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(readDraft('request:delivery')).toBeNull();
    expect(readDraft('order:delivery-details')).toBeNull();
  });

  it.each([
    ['sign out', useSignOut, 'POST /api/auth/sign-out'],
    ['sign out everywhere', useSignOutEverywhere, 'POST /api/auth/revoke-sessions'],
  ])(
    '%s drops the cart changes waiting for a connection, on the page and on the device (ADR 046)',
    async (_, useHook, route) => {
      const client = newClient();
      const mutationFn = vi.fn(async () => ({}));
      client.setMutationDefaults(['cart', 'change', 'quantity'], { mutationFn });
      keepPausedChangesFor(client, 'ama');
      // A cart change made offline by an earlier visit, restored and waiting for the connection.
      hydrate(client, {
        mutations: [
          {
            mutationKey: ['cart', 'change', 'quantity'],
            meta: USER_SCOPED,
            scope: { id: 'cart' },
            state: {
              status: 'pending',
              isPaused: true,
              variables: { itemId: 'a', quantity: 3 },
              submittedAt: Date.now(),
              context: undefined,
              data: undefined,
              error: null,
              failureCount: 0,
              failureReason: null,
            },
          },
        ],
      });
      expect(readPausedChanges()?.userId).toBe('ama');

      mockApi({ [route]: { body: {} } });
      const { result } = renderHook(() => useHook(), { wrapper: wrapperOf(client) });
      result.current.mutate();
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(readPausedChanges()).toBeNull();
      expect(client.getMutationCache().findAll({ mutationKey: ['cart'] })).toHaveLength(0);
      await client.resumePausedMutations();
      expect(mutationFn).not.toHaveBeenCalled();
    },
  );
});
