// @vitest-environment happy-dom
import type { Cart, CartItem } from '@shared/cart/cart';
import {
  MutationObserver,
  type MutationOptions,
  onlineManager,
  QueryClient,
  QueryObserver,
} from '@tanstack/react-query';
import { getSession, type SessionData, sessionQueryKey } from '@web/features/auth/api/get-session';
import { addCartItemOptions } from '@web/features/cart/api/add-cart-item';
import { cartQueryKey, cartWithItems, withWaitingChanges } from '@web/features/cart/api/cart-cache';
import { removeCartItemOptions } from '@web/features/cart/api/remove-cart-item';
import { setCartItemQuantityOptions } from '@web/features/cart/api/set-cart-item-quantity';
import { PAUSED_CHANGES_KEY, PAUSED_CHANGES_LIFETIME_MS, readPausedChanges } from '@web/lib/paused-changes';
import { mockApi } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepCartChanges } from './keep-cart-changes';

// ADR 046: cart changes made offline survive a reload, for the shopper
// who made them only, and are applied once when the connection returns.

const ADD_KEY = '5b0c1a52-8f0e-4c2a-9d6e-3f1b2a4c5d6e';

const line = (id: string, quantity: number): CartItem => ({
  id,
  dealId: `deal-${id}`,
  quantity,
  name: `Item ${id}`,
  imageUrl: null,
  vendor: 'Accra Tech Hub',
  price: '10.00',
  available: true,
});
const SERVER_CART: Cart = cartWithItems([line('a', 1), line('c', 1)]);
const AFTER_ALL: Cart = cartWithItems([line('a', 3), line('b', 1)]);

const session = (userId: string): SessionData => ({
  user: { id: userId, email: `${userId}@example.com`, name: userId, emailVerified: true },
  session: { id: `session-${userId}`, userId, expiresAt: '2099-01-01T00:00:00.000Z' },
});

const clients: QueryClient[] = [];
const stops: (() => void)[] = [];

/** A page's client, keeping cart changes (as `Providers` does); the session known when given. */
function startPage(userId?: string): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  stops.push(keepCartChanges(client));
  if (userId) client.setQueryData(sessionQueryKey, session(userId));
  return client;
}

function change<Variables>(
  client: QueryClient,
  options: MutationOptions<Cart, Error, Variables>,
  variables: Variables,
) {
  new MutationObserver(client, options).mutate(variables).catch(() => undefined);
}

/** Offline, the shopper sets a quantity, adds a deal and removes a line: all three paused. */
function changeOffline(client: QueryClient) {
  onlineManager.setOnline(false);
  change(client, setCartItemQuantityOptions(client), { itemId: 'a', quantity: 3 });
  change(client, addCartItemOptions(client), { dealId: 'deal-b', quantity: 1, idempotencyKey: ADD_KEY });
  change(client, removeCartItemOptions(client), 'c');
}

afterEach(() => {
  vi.useRealTimers();
  for (const stop of stops.splice(0)) stop();
  for (const client of clients.splice(0)) client.unmount();
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('cart changes made offline', () => {
  it('are written as they are made, with the shopper who made them and the add’s key', async () => {
    const page = startPage('ama');
    changeOffline(page);
    await vi.waitFor(() => expect(readPausedChanges()?.mutations).toHaveLength(3));
    const saved = readPausedChanges()!;
    expect(saved.userId).toBe('ama');
    expect(saved.mutations.map((mutation) => mutation.mutationKey)).toEqual([
      ['cart', 'change', 'quantity'],
      ['cart', 'change', 'add'],
      ['cart', 'change', 'remove'],
    ]);
    expect(saved.mutations.map((mutation) => mutation.state.variables)).toEqual([
      { itemId: 'a', quantity: 3 },
      { dealId: 'deal-b', quantity: 1, idempotencyKey: ADD_KEY },
      'c',
    ]);
  });

  it('after a reload, are shown on the cart read and applied once, in order, when the same shopper is back online', async () => {
    changeOffline(startPage('ama'));
    await vi.waitFor(() => expect(readPausedChanges()?.mutations).toHaveLength(3));
    const fetchMock = mockApi({
      'PATCH /api/cart/items/a': { body: cartWithItems([line('a', 3), line('c', 1)]) },
      'POST /api/cart/items': { body: cartWithItems([line('a', 3), line('b', 1), line('c', 1)]) },
      'DELETE /api/cart/items/c': { body: AFTER_ALL },
    });

    // The reload, still offline: nothing is restored before the session names the shopper.
    const page = startPage();
    page.mount();
    expect(page.getMutationCache().getAll()).toHaveLength(0);
    page.setQueryData(sessionQueryKey, session('ama'));
    expect(page.getMutationCache().getAll()).toHaveLength(3);
    // The cart as read from the server shows the quantity and the removal (the add, once answered).
    expect(withWaitingChanges(SERVER_CART, page)).toEqual(cartWithItems([line('a', 3)]));
    expect(fetchMock).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(page.getQueryData(cartQueryKey)).toEqual(AFTER_ALL));
    const sent = fetchMock.mock.calls.map(([path, init]) => `${init?.method} ${String(path)}`);
    expect(sent).toEqual(['PATCH /api/cart/items/a', 'POST /api/cart/items', 'DELETE /api/cart/items/c']);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1];
    expect(post?.headers).toMatchObject({ 'idempotency-key': ADD_KEY });
    expect(JSON.parse(String(post?.body))).toEqual({ dealId: 'deal-b', quantity: 1 });
    await vi.waitFor(() => expect(localStorage.getItem(PAUSED_CHANGES_KEY)).toBeNull());
  });

  it('after a start offline, wait for the session to be read again when the connection returns', async () => {
    changeOffline(startPage('ama'));
    await vi.waitFor(() => expect(readPausedChanges()?.mutations).toHaveLength(3));
    // TanStack Query starts online whatever the browser says.
    onlineManager.setOnline(true);
    mockApi({});
    const page = startPage();
    page.mount();
    const header = new QueryObserver(page, {
      queryKey: sessionQueryKey,
      queryFn: ({ signal }) => getSession(signal),
      retry: false,
    });
    stops.push(header.subscribe(() => undefined));
    await vi.waitFor(() => expect(header.getCurrentResult().isError).toBe(true));
    expect(page.getMutationCache().getAll()).toHaveLength(0);

    const fetchMock = mockApi({
      'GET /api/auth/get-session': { body: session('ama') },
      'PATCH /api/cart/items/a': { body: cartWithItems([line('a', 3), line('c', 1)]) },
      'POST /api/cart/items': { body: cartWithItems([line('a', 3), line('b', 1), line('c', 1)]) },
      'DELETE /api/cart/items/c': { body: AFTER_ALL },
    });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(page.getQueryData(cartQueryKey)).toEqual(AFTER_ALL));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('are dropped, unsent, when another shopper is signed in at the next start', async () => {
    changeOffline(startPage('ama'));
    await vi.waitFor(() => expect(readPausedChanges()?.mutations).toHaveLength(3));
    onlineManager.setOnline(true);
    const fetchMock = mockApi({});

    const page = startPage('kofi');
    page.mount();
    expect(page.getMutationCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(PAUSED_CHANGES_KEY)).toBeNull();
    await page.resumePausedMutations();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are dropped, unsent, when another shopper signs in on the same page', async () => {
    const page = startPage('ama');
    page.mount();
    changeOffline(page);
    await vi.waitFor(() => expect(readPausedChanges()?.mutations).toHaveLength(3));
    const fetchMock = mockApi({});

    page.setQueryData(sessionQueryKey, session('kofi'));
    expect(page.getMutationCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(PAUSED_CHANGES_KEY)).toBeNull();
    onlineManager.setOnline(true);
    await page.resumePausedMutations();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are dropped after a day: an add older than its key could count twice', async () => {
    changeOffline(startPage('ama'));
    await vi.waitFor(() => expect(readPausedChanges()?.mutations).toHaveLength(3));
    const madeAt = readPausedChanges()!.mutations[0]!.state.submittedAt;
    expect(PAUSED_CHANGES_LIFETIME_MS).toBeLessThanOrEqual(24 * 60 * 60 * 1000);

    expect(readPausedChanges(madeAt + PAUSED_CHANGES_LIFETIME_MS - 1_000)?.mutations).toHaveLength(3);

    // The next start, a day later, for the same shopper: nothing restored, nothing kept.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(madeAt + PAUSED_CHANGES_LIFETIME_MS + 1_000);
    const page = startPage('ama');
    expect(page.getMutationCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(PAUSED_CHANGES_KEY)).toBeNull();
  });
});
