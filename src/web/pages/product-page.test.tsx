// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeDeal } from '@web/test/factories';
import { type MockRoute, mockApi, renderWithProviders } from '@web/test/render';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductPage } from './product-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = { id: 'u1', email: 'ama@example.com', name: 'ama', emailVerified: true };
const session = { id: 's1', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' };

function Where() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname}
      {location.search}
    </p>
  );
}

function renderPage(id: string, routes: Record<string, MockRoute>) {
  const fetchMock = mockApi(routes);
  renderWithProviders(
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/product/${id}` },
  );
  return fetchMock;
}

describe('ProductPage', () => {
  it('shows no stars and no review count for a deal nobody has reviewed', async () => {
    const deal = makeDeal({ name: 'Fresh Deal', rating: 4.5, reviews: 0 });
    renderPage(deal.id, {
      'GET /api/auth/get-session': { body: null },
      [`GET /api/deals/${deal.id}`]: { body: { deal } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Deal' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(screen.queryByText(/reviews?\)/)).toBeNull();
  });

  it('shows loading text, then the deal with prices, discount, vendor and rating', async () => {
    const deal = makeDeal({
      name: 'Voltix Smart Watch',
      originalPrice: '899.00',
      discountPrice: '449.00',
      discount: 50,
      vendor: 'Accra Tech Hub',
      rating: 4.7,
      reviews: 312,
    });
    renderPage(deal.id, {
      'GET /api/auth/get-session': { body: null },
      [`GET /api/deals/${deal.id}`]: { body: { deal } },
    });
    expect(screen.getByText('Loading product details…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Voltix Smart Watch' })).toBeTruthy();
    // The price, and the total for the quantity (1).
    expect(screen.getAllByText('GH₵449.00')).toHaveLength(2);
    expect(screen.getByText('GH₵899.00').tagName).toBe('S');
    expect(screen.getByText('-50%')).toBeTruthy();
    expect(screen.getByText('You save GH₵450.00')).toBeTruthy();
    // Beside the price, and again above the deal's reviews.
    expect(screen.getAllByRole('img', { name: 'Rated 4.7 out of 5' })).toHaveLength(2);
    expect(screen.getAllByText('(312 reviews)')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to Deals' }).getAttribute('href')).toBe('/deals');
  });

  it('redirects a missing deal to /deals', async () => {
    renderPage('00000000-0000-4000-8000-00000000dead', {
      'GET /api/auth/get-session': { body: null },
      'GET /api/deals/00000000-0000-4000-8000-00000000dead': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'This deal is no longer available.' } },
      },
    });
    expect(await screen.findByText('Now at /deals')).toBeTruthy();
  });

  it('says "Failed to load product details" and shows "Product not found" when loading fails', async () => {
    renderPage('00000000-0000-4000-8000-000000000777', { 'GET /api/auth/get-session': { body: null } });
    expect(await screen.findByRole('heading', { name: 'Product not found' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Failed to load product details')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Deals' }));
    expect(await screen.findByText('Now at /deals')).toBeTruthy();
  });

  it('steps the quantity from 1 (never below) and shows the running total', async () => {
    const deal = makeDeal({ discountPrice: '60.00' });
    renderPage(deal.id, {
      'GET /api/auth/get-session': { body: null },
      [`GET /api/deals/${deal.id}`]: { body: { deal } },
    });
    const decrease = (await screen.findByRole('button', { name: 'Decrease quantity' })) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
    expect(screen.getByTestId('deal-total').textContent).toBe('GH₵60.00');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('group', { name: 'Quantity' }).textContent).toContain('3');
    expect(screen.getByTestId('deal-total').textContent).toBe('GH₵180.00');
    expect(decrease.disabled).toBe(false);
  });

  it('advances the main image on click and wraps around; thumbnails pick one', async () => {
    const deal = makeDeal({ name: 'Kettle', imageUrls: ['/a-640.webp', '/b-640.webp', '/c-640.webp'] });
    renderPage(deal.id, {
      'GET /api/auth/get-session': { body: null },
      [`GET /api/deals/${deal.id}`]: { body: { deal } },
    });
    const main = await screen.findByRole('button', { name: 'Next image (showing 1 of 3)' });
    fireEvent.click(main);
    fireEvent.click(screen.getByRole('button', { name: 'Next image (showing 2 of 3)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next image (showing 3 of 3)' }));
    expect(screen.getByRole('img', { name: 'Kettle, image 1 of 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('img', { name: 'Kettle, image 3 of 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('sends a guest who presses Add to Cart to sign in, remembering the deal page', async () => {
    const deal = makeDeal();
    const fetchMock = renderPage(deal.id, {
      'GET /api/auth/get-session': { body: null },
      [`GET /api/deals/${deal.id}`]: { body: { deal } },
    });
    const add = (await screen.findByRole('button', { name: 'Add to Cart' })) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    expect(
      await screen.findByText(`Now at /auth?redirect=${encodeURIComponent(`/product/${deal.id}`)}`),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/cart/items', expect.anything());
  });

  it('tells a guest who presses Buy Now to log in', async () => {
    const deal = makeDeal();
    renderPage(deal.id, {
      'GET /api/auth/get-session': { body: null },
      [`GET /api/deals/${deal.id}`]: { body: { deal } },
    });
    const buy = (await screen.findByRole('button', { name: 'Buy Now' })) as HTMLButtonElement;
    await waitFor(() => expect(buy.disabled).toBe(false));
    fireEvent.click(buy);
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByText('Please log in to place an order.')).toBeTruthy();
    expect(await screen.findByText(/^Now at \/auth\?redirect=/)).toBeTruthy();
  });

  it('reads the cart on load: "Update Cart" when the deal is in it', async () => {
    const deal = makeDeal();
    renderPage(deal.id, {
      'GET /api/auth/get-session': { body: { user, session } },
      [`GET /api/deals/${deal.id}`]: { body: { deal } },
      'GET /api/cart': {
        body: {
          items: [
            {
              id: 'line-1',
              dealId: deal.id,
              quantity: 2,
              name: deal.name,
              imageUrl: null,
              vendor: deal.vendor,
              price: deal.discountPrice,
              available: true,
            },
          ],
          count: 2,
          total: '120.00',
        },
      },
      'GET /api/wishlist': { body: { dealIds: [deal.id], items: [] } },
    });
    expect(await screen.findByRole('button', { name: 'Update Cart' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save to Wishlist', pressed: true })).toBeTruthy();
  });

  it('shows a built-in sample deal with its actions disabled, without asking the server', async () => {
    const fetchMock = renderPage('sample-1', { 'GET /api/auth/get-session': { body: { user, session } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Voltix Pro Smart Watch' })).toBeTruthy();
    expect(screen.getByText('Sample deal')).toBeTruthy();
    for (const name of ['Add to Cart', 'Buy Now', 'Save to Wishlist']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(fetchMock).not.toHaveBeenCalledWith('/api/deals/sample-1', expect.anything());
  });
});
