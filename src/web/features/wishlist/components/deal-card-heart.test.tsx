// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealCardHeart } from './deal-card-heart';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DEAL_ID = '00000000-0000-4000-8000-000000000007';

describe('DealCardHeart', () => {
  it('sends a guest to sign in without asking the server anything', async () => {
    const fetchMock = mockApi();
    const onSignInRequired = vi.fn();
    renderWithProviders(
      <DealCardHeart
        dealId={DEAL_ID}
        signedIn={false}
        sessionLoading={false}
        onSignInRequired={onSignInRequired}
      />,
    );
    const heart = screen.getByRole('button', { name: 'Save to Wishlist', pressed: false });
    fireEvent.click(heart);
    expect(await screen.findByText('You need to be signed in to save deals to your wishlist')).toBeTruthy();
    expect(onSignInRequired).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits while the session is read', () => {
    mockApi();
    renderWithProviders(
      <DealCardHeart dealId={DEAL_ID} signedIn={false} sessionLoading onSignInRequired={vi.fn()} />,
    );
    expect((screen.getByRole('button', { name: 'Save to Wishlist' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows a signed-in shopper’s saved deal as pressed, and toggles it', async () => {
    mockApi({
      'GET /api/wishlist': { body: { dealIds: [DEAL_ID], items: [] } },
      [`DELETE /api/wishlist/${DEAL_ID}`]: { body: { dealIds: [], items: [] } },
    });
    renderWithProviders(
      <DealCardHeart dealId={DEAL_ID} signedIn sessionLoading={false} onSignInRequired={vi.fn()} />,
    );
    const pressed = (await screen.findByRole('button', {
      name: 'Save to Wishlist',
      pressed: true,
    })) as HTMLButtonElement;
    await waitFor(() => expect(pressed.disabled).toBe(false));
    fireEvent.click(pressed);
    expect(await screen.findByText('Removed from Wishlist')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save to Wishlist', pressed: false })).toBeTruthy();
  });
});
