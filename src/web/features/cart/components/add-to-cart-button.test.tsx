// @vitest-environment happy-dom
import type { CartItem } from '@shared/cart/cart';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, requestBody } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartWithItems } from '../api/cart-cache';
import { AddToCartButton, InCartNote } from './add-to-cart-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DEAL_ID = '00000000-0000-4000-8000-000000000001';
const inCart: CartItem = {
  id: 'line-1',
  dealId: DEAL_ID,
  quantity: 2,
  name: 'Smart Watch',
  imageUrl: null,
  vendor: 'Accra Tech Hub',
  price: '449.00',
  available: true,
};

function renderButton({ signedIn = true, quantity = 3 } = {}) {
  const onSignInRequired = vi.fn();
  renderWithProviders(
    <>
      <AddToCartButton
        dealId={DEAL_ID}
        dealName="Smart Watch"
        quantity={quantity}
        signedIn={signedIn}
        onSignInRequired={onSignInRequired}
      />
      <InCartNote dealId={DEAL_ID} signedIn={signedIn} />
    </>,
  );
  return { onSignInRequired };
}

describe('AddToCartButton', () => {
  it('adds the chosen quantity: "Added to Cart" / "3 × Smart Watch added to your cart"', async () => {
    const fetchMock = mockApi({
      'GET /api/cart': { body: cartWithItems([]) },
      'POST /api/cart/items': { body: cartWithItems([{ ...inCart, quantity: 3 }]) },
    });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('3 × Smart Watch added to your cart')).toBeTruthy();
    expect(screen.getByText('Added to Cart')).toBeTruthy();
    expect(requestBody(fetchMock, '/api/cart/items')).toEqual({ dealId: DEAL_ID, quantity: 3 });
    // Now in the cart: the action becomes Update Cart.
    expect(await screen.findByRole('button', { name: 'Update Cart' })).toBeTruthy();
  });

  it('replaces the quantity when the deal is in the cart: "Cart Updated" / "Updated quantity to 3"', async () => {
    const fetchMock = mockApi({
      'GET /api/cart': { body: cartWithItems([inCart]) },
      'PATCH /api/cart/items/line-1': { body: cartWithItems([{ ...inCart, quantity: 3 }]) },
    });
    renderButton();
    expect(await screen.findByText('in your cart.', { exact: false })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Update Cart' }));
    expect(await screen.findByText('Updated quantity to 3')).toBeTruthy();
    expect(screen.getByText('Cart Updated')).toBeTruthy();
    expect(requestBody(fetchMock, '/api/cart/items/line-1')).toEqual({ quantity: 3 });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/cart/items', expect.anything());
  });

  it('tells a guest to sign in and sends them there, without calling the API', async () => {
    const fetchMock = mockApi();
    const { onSignInRequired } = renderButton({ signedIn: false });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('You need to be signed in to add items to cart')).toBeTruthy();
    expect(screen.getByText('Please sign in')).toBeTruthy();
    expect(onSignInRequired).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offline, without a known session, says a connection is needed instead of sending to sign in', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = mockApi();
    const { onSignInRequired } = renderButton({ signedIn: false });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('Adding to the cart needs a connection: try again when it returns.'),
    ).toBeTruthy();
    expect(onSignInRequired).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Failed to add to cart" when the server fails, and the server’s reason when it refuses', async () => {
    mockApi({
      'GET /api/cart': { body: cartWithItems([]) },
      'POST /api/cart/items': { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'Oops' } } },
    });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Failed to add to cart')).toBeTruthy();
  });

  it('shows the server’s reason for a refused quantity', async () => {
    const message = 'You can have at most 99 of this item in your cart.';
    mockApi({
      'GET /api/cart': { body: cartWithItems([]) },
      'POST /api/cart/items': { status: 400, body: { error: { code: 'CART_LIMIT', message } } },
    });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
