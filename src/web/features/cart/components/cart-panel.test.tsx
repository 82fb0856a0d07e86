// @vitest-environment happy-dom
import type { Cart, CartItem } from '@shared/cart/cart';
import { hydrate, onlineManager } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartWithItems } from '../api/cart-cache';
import { CartPanel } from './cart-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

const line = (id: string, name: string, price: string, quantity: number): CartItem => ({
  id,
  dealId: `deal-${id}`,
  quantity,
  name,
  imageUrl: '/uploads/seed/electronics-1-640.webp',
  vendor: 'Accra Tech Hub',
  price,
  available: true,
});

function renderPanel(handlers: Partial<Parameters<typeof CartPanel>[0]> = {}) {
  const props = { onContinueShopping: vi.fn(), onCheckout: vi.fn(), onNavigate: vi.fn(), ...handlers };
  renderWithProviders(<CartPanel {...props} />);
  return props;
}

const total = () => screen.getByTestId('cart-total').textContent;

describe('CartPanel', () => {
  it('lists each line with its vendor, price and subtotal, and the total in GH₵', async () => {
    mockApi({
      'GET /api/cart': {
        body: cartWithItems([line('a', 'Smart Watch', '449.00', 2), line('b', 'Air Fryer', '1250.50', 1)]),
      },
    });
    renderPanel();
    const watch = await screen.findByRole('listitem', { name: 'Smart Watch' });
    expect(within(watch).getByText('Accra Tech Hub')).toBeTruthy();
    expect(within(watch).getByText('GH₵449.00')).toBeTruthy();
    expect(within(watch).getByText('GH₵898.00')).toBeTruthy();
    expect(total()).toBe('GH₵2,148.50');
    expect(screen.getByText('(3 items)')).toBeTruthy();
  });

  it('plus sets the quantity at once, and the server’s answer wins', async () => {
    const cart = cartWithItems([line('a', 'Smart Watch', '449.00', 1)]);
    let release: () => void = () => {};
    const fetchMock = mockApi({
      'GET /api/cart': { body: cart },
      // The server answers with a different price (changed meanwhile): its answer is shown.
      'PATCH /api/cart/items/a': () => ({
        body: cartWithItems([{ ...cart.items[0]!, price: '400.00', quantity: 2 }]),
      }),
    });
    const realFetch = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') await new Promise<void>((resolve) => (release = resolve));
      return realFetch(input, init);
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Smart Watch' }));

    // Optimistic: 2 × 449.00 before the server answers.
    await waitFor(() => expect(total()).toBe('GH₵898.00'));
    expect(
      JSON.parse(String(fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')?.[1]?.body)),
    ).toEqual({
      quantity: 2,
    });
    release();
    await waitFor(() => expect(total()).toBe('GH₵800.00'));
    expect(await screen.findByText('Quantity updated in cart')).toBeTruthy();
  });

  it('minus at 1 removes the line and says so', async () => {
    const fetchMock = mockApi({
      'GET /api/cart': {
        body: cartWithItems([line('a', 'Smart Watch', '449.00', 1), line('b', 'Kettle', '99.00', 2)]),
      },
      'DELETE /api/cart/items/a': { body: cartWithItems([line('b', 'Kettle', '99.00', 2)]) },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Smart Watch' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Smart Watch' })).toBeNull());
    expect(total()).toBe('GH₵198.00');
    expect(await screen.findByText('Item removed from cart')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cart/items/a',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('puts a failed change back and says "Failed to update quantity"', async () => {
    const cart: Cart = cartWithItems([line('a', 'Smart Watch', '449.00', 3)]);
    mockApi({
      'GET /api/cart': { body: cart },
      'PATCH /api/cart/items/a': {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } },
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Decrease quantity of Smart Watch' }));
    expect(await screen.findByText('Failed to update quantity')).toBeTruthy();
    await waitFor(() => expect(total()).toBe('GH₵1,347.00'));
  });

  it('shows the empty cart with Shop Deals', async () => {
    mockApi({ 'GET /api/cart': { body: cartWithItems([]) } });
    const props = renderPanel();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Shop Deals' }));
    expect(props.onContinueShopping).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('shows a change still waiting to be sent (restored after a reload) over the cart the server answers', async () => {
    let release: () => void = () => {};
    const fetchMock = mockApi({
      'GET /api/cart': {
        body: cartWithItems([line('a', 'Smart Watch', '449.00', 1), line('b', 'Kettle', '99.00', 2)]),
      },
    });
    const realFetch = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      await new Promise<void>((resolve) => (release = resolve));
      return realFetch(input, init);
    });
    const { queryClient } = renderWithProviders(
      <CartPanel onContinueShopping={vi.fn()} onCheckout={vi.fn()} onNavigate={vi.fn()} />,
    );
    const waiting = { status: 'pending', isPaused: true, submittedAt: Date.now() } as const;
    const state = { context: undefined, data: undefined, error: null, failureCount: 0, failureReason: null };
    hydrate(queryClient, {
      mutations: [
        {
          mutationKey: ['cart', 'change', 'quantity'],
          state: { ...state, ...waiting, variables: { itemId: 'a', quantity: 3 } },
        },
        { mutationKey: ['cart', 'change', 'remove'], state: { ...state, ...waiting, variables: 'b' } },
      ],
    });
    release();
    await screen.findByRole('listitem', { name: 'Smart Watch' });
    expect(screen.queryByRole('listitem', { name: 'Kettle' })).toBeNull();
    expect(total()).toBe('GH₵1,347.00');
  });

  it('offline before the cart was ever read, says so in words instead of an endless spinner', async () => {
    const fetchMock = mockApi({
      'GET /api/cart': { body: cartWithItems([line('a', 'Kettle', '99.00', 1)]) },
    });
    onlineManager.setOnline(false);
    renderPanel();
    expect((await screen.findByRole('status')).textContent).toBe(
      "You're offline. Your cart will show here when the connection returns.",
    );
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    expect(await screen.findByRole('listitem', { name: 'Kettle' })).toBeTruthy();
  });

  it('refuses checkout while a line is no longer available', async () => {
    mockApi({
      'GET /api/cart': {
        body: cartWithItems([
          { ...line('a', 'Unknown Product', '0.00', 1), vendor: 'Unknown Vendor', available: false },
        ]),
      },
    });
    renderPanel();
    expect(await screen.findByText('No longer available. Please remove it.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
