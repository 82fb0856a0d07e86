// @vitest-environment happy-dom
import { STRIP_FIRST_SHUFFLE_MS, STRIP_RESHUFFLE_INTERVAL_MS } from '@shared/reshuffle';
import { act, cleanup, screen, within } from '@testing-library/react';
import { makeProduct } from '@web/test/factories';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeaturedProductsStrip } from './featured-products-strip';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const STRIP = 'New from the USA & China';
const products = Array.from({ length: 20 }, (_, i) => makeProduct({ name: `Featured ${i + 1}` }));

async function names() {
  const list = await screen.findByRole('list', { name: 'Featured drop-shipping products' });
  // The cards render in the background (useDeferredValue), after the skeleton's frame, a few per
  // task (useRenderedCount): all twenty are there in the end.
  await vi.waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(products.length));
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

describe('FeaturedProductsStrip', () => {
  it('shows a skeleton of 20 cards, then the 20 products and a link to all products', async () => {
    mockApi({ 'GET /api/catalogue/featured': { body: { products } } });
    const { container } = renderWithProviders(<FeaturedProductsStrip />);
    expect(screen.getByRole('region', { name: STRIP }).getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('li')).toHaveLength(20);

    expect(await names()).toEqual(products.map((product) => product.name));
    expect(screen.getByRole('link', { name: 'View All Products' }).getAttribute('href')).toBe(
      '/dropshipping',
    );
  });

  it('reshuffles 1 s after loading and every 30 s', async () => {
    mockApi({ 'GET /api/catalogue/featured': { body: { products } } });
    renderWithProviders(<FeaturedProductsStrip />);
    const loaded = await names();

    act(() => vi.advanceTimersByTime(STRIP_FIRST_SHUFFLE_MS));
    const first = await names();
    expect(first).not.toEqual(loaded);
    expect([...first].sort()).toEqual([...loaded].sort());

    act(() => vi.advanceTimersByTime(STRIP_RESHUFFLE_INTERVAL_MS));
    expect(await names()).not.toEqual(first);
  });

  it('skips a reshuffle while the keyboard focus is in the strip', async () => {
    mockApi({ 'GET /api/catalogue/featured': { body: { products } } });
    renderWithProviders(<FeaturedProductsStrip />);
    const loaded = await names();
    screen.getAllByRole('link', { name: 'Order Now' })[3]!.focus();

    act(() => vi.advanceTimersByTime(STRIP_FIRST_SHUFFLE_MS + STRIP_RESHUFFLE_INTERVAL_MS));
    expect(await names()).toEqual(loaded);

    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(STRIP_RESHUFFLE_INTERVAL_MS));
    expect(await names()).not.toEqual(loaded);
  });

  it('is not shown at all when there are no products', async () => {
    const fetchMock = mockApi({ 'GET /api/catalogue/featured': { body: { products: [] } } });
    renderWithProviders(<FeaturedProductsStrip />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: STRIP })).toBeNull());
  });

  it('is silently not shown when the products fail to load', async () => {
    mockApi();
    renderWithProviders(<FeaturedProductsStrip />);
    expect(screen.getByRole('region', { name: STRIP })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: STRIP })).toBeNull());
    // Silently: no toast, no message.
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });
});
