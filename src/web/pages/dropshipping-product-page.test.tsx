// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeProduct } from '@web/test/factories';
import { type MockRoute, mockApi, renderWithProviders } from '@web/test/render';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropshippingProductPage } from './dropshipping-product-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return (
    <p>
      Now at {location.pathname} with {JSON.stringify(location.state)}
    </p>
  );
}

function renderPage(id: string, routes: Record<string, MockRoute>) {
  const fetchMock = mockApi(routes);
  renderWithProviders(
    <Routes>
      <Route path="/dropshipping-product/:id" element={<DropshippingProductPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/dropshipping-product/${id}` },
  );
  return fetchMock;
}

function productRoutes(product: ReturnType<typeof makeProduct>, similar: unknown[] = []) {
  return {
    [`GET /api/catalogue/products/${product.id}`]: { body: { product } },
    [`GET /api/catalogue/products/${product.id}/similar`]: { body: { products: similar } },
  };
}

describe('DropshippingProductPage', () => {
  it('shows no stars and no review count for a product nobody has reviewed', async () => {
    const product = makeProduct({ name: 'Brand-new Kettle', rating: 4.5, reviews: 0 });
    renderPage(product.id, productRoutes(product));
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand-new Kettle' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(screen.queryByText(/\(\d[\d,]* reviews?\)/)).toBeNull();
  });

  it('shows the product: badges, prices and saving, supplier, shipping time, category, free shipping', async () => {
    const product = makeProduct({
      name: 'Voltix Pro Wireless Earbuds',
      price: '189.99',
      originalPrice: '259.00',
      discount: 27,
      country: 'China',
      supplier: 'Shenzhen Audio Co.',
      shippingTime: '24-30 days',
      category: 'Electronics',
      rating: 4.6,
      reviews: 1284,
      description: 'Bluetooth 5.3 <script>alert(1)</script>',
    });
    renderPage(product.id, productRoutes(product));
    expect(screen.getByText('Loading product details…')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Voltix Pro Wireless Earbuds' }),
    ).toBeTruthy();
    expect(screen.getByText('-27% OFF')).toBeTruthy();
    expect(screen.getByText('China')).toBeTruthy();
    expect(screen.getByText('GH₵259.00').tagName).toBe('S');
    expect(screen.getByText('You save GH₵69.01')).toBeTruthy();
    expect(screen.getByText('Shenzhen Audio Co.')).toBeTruthy();
    expect(screen.getByText('24-30 days')).toBeTruthy();
    expect(screen.getByText('Electronics')).toBeTruthy();
    expect(screen.getByText(/for delivery anywhere in Ghana/)).toBeTruthy();
    // Beside the price, and again above the product's reviews.
    expect(screen.getAllByRole('img', { name: 'Rated 4.6 out of 5' })).toHaveLength(2);
    expect(screen.getAllByText('(1,284 reviews)')).toHaveLength(2);
    // Text, never markup.
    expect(screen.getByText('Bluetooth 5.3 <script>alert(1)</script>')).toBeTruthy();
    expect(document.querySelector('main script, script[src=""]')).toBeNull();
    // No colours or sizes: no choosers.
    expect(screen.queryByRole('group', { name: 'Color' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
    expect(document.title).toContain('Voltix Pro Wireless Earbuds');
  });

  it('asks for the colour, then the size, before going to the checkout with the choice', async () => {
    const product = makeProduct({ colors: ['Black', 'White'], sizes: ['S', 'M', 'L'], price: '50.00' });
    renderPage(product.id, productRoutes(product));
    const buy = await screen.findByRole('button', { name: 'Buy Now' });

    fireEvent.click(buy);
    expect(await screen.findByText('Select color')).toBeTruthy();
    expect(screen.getAllByText('Please choose a color before continuing').length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Black' }));

    fireEvent.click(screen.getByRole('radio', { name: 'White' }));
    fireEvent.click(buy);
    expect(await screen.findByText('Select size')).toBeTruthy();
    expect(screen.getAllByText('Please choose a size before continuing').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(buy);
    expect(
      await screen.findByText(
        `Now at /dropshipping-checkout/${product.id} with {"quantity":2,"selectedColor":"White","selectedSize":"M"}`,
      ),
    ).toBeTruthy();
  });

  it('starts at the minimum order and never goes below it; typing settles on blur', async () => {
    const product = makeProduct({ minOrderQuantity: 5, price: '10.00' });
    renderPage(product.id, productRoutes(product));
    const input = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement;
    expect(input.value).toBe('5');
    expect(screen.getByText('Minimum order: 5 units')).toBeTruthy();
    expect(screen.getByTestId('product-total').textContent).toBe('GH₵50.00');
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input.value).toBe('6');
    expect(screen.getByTestId('product-total').textContent).toBe('GH₵60.00');

    // Below the minimum: ignored.
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.blur(input);
    expect(input.value).toBe('6');
    // A valid number counts at once.
    fireEvent.change(input, { target: { value: '12' } });
    expect(screen.getByTestId('product-total').textContent).toBe('GH₵120.00');
    // Unparseable: 1, raised to the minimum.
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(input.value).toBe('5');
    expect(screen.getByTestId('product-total').textContent).toBe('GH₵50.00');
  });

  it('disables Buy Now as "Out of Stock" when the product is not in stock', async () => {
    const product = makeProduct({ inStock: false });
    renderPage(product.id, productRoutes(product));
    const button = (await screen.findByRole('button', { name: 'Out of Stock' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it('shows "Product not found" with Go Back for an unknown product', async () => {
    const id = '10000000-0000-4000-8000-00000000dead';
    renderPage(id, {
      [`GET /api/catalogue/products/${id}`]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Product not found' } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    // Opened directly (no page of the shop before it): Go Back goes to the catalogue.
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText(/^Now at \/dropshipping with/)).toBeTruthy();
  });

  it('says "Failed to load product details" when the product cannot be loaded', async () => {
    const id = '10000000-0000-4000-8000-000000000777';
    renderPage(id, {});
    expect(await screen.findByRole('heading', { name: 'Product not found' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Failed to load product details')).toBeTruthy();
  });

  it('shows similar products 10 at a time, with out-of-stock and discount badges', async () => {
    const product = makeProduct();
    const similar = Array.from({ length: 23 }, (_, i) =>
      makeProduct({ name: `Similar ${i + 1}`, inStock: i !== 0, discount: i === 0 ? 0 : 15 }),
    );
    renderPage(product.id, productRoutes(product, similar));
    const section = (await screen.findByRole('heading', { name: 'Similar Products' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(10));
    const first = within(section).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toBe(`/dropshipping-product/${similar[0]!.id}`);
    expect(within(first).getByText('Out of Stock')).toBeTruthy();
    expect(within(first).queryByText(/^-\d+%$/)).toBeNull();
    expect(within(within(section).getAllByRole('link')[1]!).getByText('-15%')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'View More Products' }));
    expect(within(section).getAllByRole('link')).toHaveLength(20);
    fireEvent.click(within(section).getByRole('button', { name: 'View More Products' }));
    expect(within(section).getAllByRole('link')).toHaveLength(23);
    expect(within(section).queryByRole('button', { name: 'View More Products' })).toBeNull();
  });

  it('plays the video first and puts the first image in its place when it fails', async () => {
    const product = makeProduct({
      name: 'Drone',
      videoUrl: '/uploads/drone.mp4',
      images: ['/a-640.webp', '/b-640.webp'],
    });
    renderPage(product.id, productRoutes(product));
    const video = await screen.findByLabelText('Drone, video 1 of 3');
    expect(video.tagName).toBe('VIDEO');
    fireEvent.click(screen.getByRole('button', { name: 'Next media (showing 1 of 3)' }));
    expect(screen.getByRole('img', { name: 'Drone, image 2 of 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show video 1 of 3' }));
    fireEvent.error(screen.getByLabelText('Drone, video 1 of 3'));
    expect(screen.getByRole('img', { name: 'Drone, image 1 of 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show video/ })).toBeNull();
  });

  it('shows a built-in sample product without asking the server, and it cannot be bought', async () => {
    const fetchMock = renderPage('4', {});
    expect(await screen.findByText('Sample product')).toBeTruthy();
    expect(screen.getByText('Minimum order: 5 units')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Buy Now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/catalogue/products/4', expect.anything());
  });
});
