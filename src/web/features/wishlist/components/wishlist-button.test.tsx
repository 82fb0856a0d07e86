// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WishlistButton } from './wishlist-button';

async function enabledButton(pressed: boolean) {
  const button = (await screen.findByRole('button', {
    name: 'Save to Wishlist',
    pressed,
  })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DEAL_ID = '00000000-0000-4000-8000-000000000009';

describe('WishlistButton', () => {
  it('adds and removes the deal with "Added to Wishlist" and "Removed from Wishlist"', async () => {
    const fetchMock = mockApi({
      'GET /api/wishlist': { body: { dealIds: [], items: [] } },
      [`PUT /api/wishlist/${DEAL_ID}`]: { body: { dealIds: [DEAL_ID], items: [] } },
      [`DELETE /api/wishlist/${DEAL_ID}`]: { body: { dealIds: [], items: [] } },
    });
    renderWithProviders(<WishlistButton dealId={DEAL_ID} signedIn onSignInRequired={vi.fn()} />);

    fireEvent.click(await enabledButton(false));
    expect(await screen.findByText('Added to Wishlist')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Save to Wishlist', pressed: true }));
    expect(await screen.findByText('Removed from Wishlist')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save to Wishlist', pressed: false })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual(['GET', 'PUT', 'DELETE']);
  });

  it('says "Failed to update wishlist" and shows the list as the server has it', async () => {
    mockApi({
      'GET /api/wishlist': { body: { dealIds: [], items: [] } },
      [`PUT /api/wishlist/${DEAL_ID}`]: { status: 503, body: { error: { code: 'X', message: 'Down' } } },
    });
    renderWithProviders(<WishlistButton dealId={DEAL_ID} signedIn onSignInRequired={vi.fn()} />);
    fireEvent.click(await enabledButton(false));
    expect(await screen.findByText('Failed to update wishlist')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save to Wishlist', pressed: false })).toBeTruthy();
  });

  it('sends a guest to sign in', async () => {
    const fetchMock = mockApi();
    const onSignInRequired = vi.fn();
    renderWithProviders(
      <WishlistButton dealId={DEAL_ID} signedIn={false} onSignInRequired={onSignInRequired} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save to Wishlist', pressed: false }));
    expect(onSignInRequired).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('every heart on the page agrees: saving one presses the others for the same deal', async () => {
    mockApi({
      'GET /api/wishlist': { body: { dealIds: [], items: [] } },
      [`PUT /api/wishlist/${DEAL_ID}`]: { body: { dealIds: [DEAL_ID], items: [] } },
    });
    renderWithProviders(
      <>
        <WishlistButton dealId={DEAL_ID} signedIn onSignInRequired={vi.fn()} />
        <WishlistButton dealId={DEAL_ID} signedIn onSignInRequired={vi.fn()} className="size-10" />
      </>,
    );
    const hearts = () => screen.getAllByRole('button', { name: 'Save to Wishlist' }) as HTMLButtonElement[];
    await waitFor(() => expect(hearts().map((heart) => heart.disabled)).toEqual([false, false]));
    fireEvent.click(hearts()[1]!);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Save to Wishlist', pressed: true })).toHaveLength(2),
    );
  });

  it('waits while the session is read (disabled)', () => {
    mockApi();
    renderWithProviders(
      <WishlistButton dealId={DEAL_ID} signedIn={false} disabled onSignInRequired={vi.fn()} />,
    );
    expect((screen.getByRole('button', { name: 'Save to Wishlist' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
