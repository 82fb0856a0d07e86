// @vitest-environment happy-dom
import type { Wishlist } from '@shared/wishlist/wishlist';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedDeals } from './saved-deals';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PHONE_ID = '00000000-0000-4000-8000-000000000001';
const GONE_ID = '00000000-0000-4000-8000-000000000002';

const WISHLIST: Wishlist = {
  dealIds: [PHONE_ID, GONE_ID],
  items: [
    {
      dealId: PHONE_ID,
      addedAt: '2026-11-20T10:00:00.000Z',
      deal: {
        name: 'Tecno Spark 20',
        vendor: 'Kumasi Phones',
        imageUrl: '/uploads/seed/spark-640.webp',
        discountPrice: '1199.50',
        originalPrice: '1500.00',
        discount: 20,
      },
    },
    { dealId: GONE_ID, addedAt: '2026-11-19T10:00:00.000Z', deal: null },
  ],
};
const EMPTY: Wishlist = { dealIds: [], items: [] };

function renderSaved() {
  return renderWithProviders(
    <SavedDeals
      renderAddToCart={(dealId, name) => (
        <button type="button">
          Add {name} ({dealId})
        </button>
      )}
    />,
  );
}

describe('SavedDeals (/wishlist)', () => {
  it('shows a loading state, then each saved deal with its picture, GH₵ price and Add to Cart', async () => {
    mockApi({ 'GET /api/wishlist': { body: WISHLIST } });
    renderSaved();
    expect(screen.getByRole('status', { name: 'Loading your wishlist' })).toBeTruthy();

    const phone = await screen.findByRole('article', { name: 'Tecno Spark 20' });
    expect(within(phone).getByText('GH₵1,199.50')).toBeTruthy();
    expect(within(phone).getByText('GH₵1,500.00')).toBeTruthy();
    expect(within(phone).getByText('Kumasi Phones')).toBeTruthy();
    expect(phone.querySelector('img')?.getAttribute('src')).toContain('spark');
    expect(within(phone).getByRole('button', { name: `Add Tecno Spark 20 (${PHONE_ID})` })).toBeTruthy();
    expect(within(phone).getByRole('link', { name: 'Tecno Spark 20' }).getAttribute('href')).toBe(
      `/product/${PHONE_ID}`,
    );

    // A deal deleted since: no price, no Add to Cart, only Remove.
    const gone = screen.getByRole('article', { name: 'A deal that is no longer available' });
    expect(within(gone).getByText('This deal is no longer available.')).toBeTruthy();
    expect(
      within(gone)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Remove']);
    expect(screen.getByText('2 saved deals')).toBeTruthy();
  });

  it('shows the empty state with a link to the deals', async () => {
    mockApi({ 'GET /api/wishlist': { body: EMPTY } });
    renderSaved();
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Flash Deals' }).getAttribute('href')).toBe('/deals');
  });

  it('shows an error with Try again, which reads the list again', async () => {
    let fail = true;
    mockApi({
      'GET /api/wishlist': () =>
        fail ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Down' } } } : { body: EMPTY },
    });
    renderSaved();
    expect(await screen.findByText('Your wishlist could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
  });

  it('removes a deal at once, and Undo in the toast saves it again', async () => {
    const remaining: Wishlist = { dealIds: [GONE_ID], items: [WISHLIST.items[1]!] };
    const fetchMock = mockApi({
      'GET /api/wishlist': { body: WISHLIST },
      [`DELETE /api/wishlist/${PHONE_ID}`]: { body: remaining },
      [`PUT /api/wishlist/${PHONE_ID}`]: { body: WISHLIST },
    });
    renderSaved();
    const phone = await screen.findByRole('article', { name: 'Tecno Spark 20' });
    fireEvent.click(within(phone).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tecno Spark 20' })).toBeNull());
    expect(await screen.findByText('Removed from Wishlist')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('article', { name: 'Tecno Spark 20' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      'GET /api/wishlist',
      `DELETE /api/wishlist/${PHONE_ID}`,
      `PUT /api/wishlist/${PHONE_ID}`,
    ]);
  });

  it('says so when a remove fails, and shows the list as the server has it', async () => {
    mockApi({
      'GET /api/wishlist': { body: WISHLIST },
      [`DELETE /api/wishlist/${PHONE_ID}`]: { status: 503, body: { error: { code: 'X', message: 'Down' } } },
    });
    renderSaved();
    const phone = await screen.findByRole('article', { name: 'Tecno Spark 20' });
    fireEvent.click(within(phone).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to update wishlist')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Tecno Spark 20' })).toBeTruthy();
  });
});
