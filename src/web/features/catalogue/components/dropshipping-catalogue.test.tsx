// @vitest-environment happy-dom
import type { Product } from '@shared/catalogue/product';
import { SAMPLE_PRODUCTS } from '@shared/catalogue/sample-products';
import { HIDDEN_RESHUFFLE_MS, IDLE_RESHUFFLE_MS } from '@shared/reshuffle';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from '@web/lib/toast';
import { makeProduct } from '@web/test/factories';
import { renderWithProviders } from '@web/test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCatalogueViews } from '../hooks/use-catalogue-list';
import { DropshippingCatalogue } from './dropshipping-catalogue';

let hidden = false;

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  forgetCatalogueViews();
});

afterEach(() => {
  // Sonner keeps its toasts between renders: the next test's toaster would show them again.
  toast.dismiss();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The rank of a product in a seed's order: a stand-in for the database's hash. */
const rank = (id: string, seed: number) => {
  let h = seed;
  for (const char of id) h = (Math.imul(h ^ char.charCodeAt(0), 2654435761) >>> 0) % 1_000_003;
  return h;
};

/**
 * A fake catalogue API over `products`: filters by country, pages by offset and limit, orders by
 * the seed. Records every request's query.
 */
function fakeCatalogue(products: Product[], options: { fail?: boolean } = {}) {
  const requests: URLSearchParams[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/catalogue/categories') {
      return json({ categories: [] });
    }
    if (url.pathname !== '/api/catalogue/products') throw new TypeError('Failed to fetch');
    requests.push(url.searchParams);
    if (options.fail) return json({ error: { code: 'UNAVAILABLE', message: 'Down' } }, 503);
    const seed = Number(url.searchParams.get('seed'));
    const country = url.searchParams.get('country');
    const matching = products
      .filter((product) => !country || product.country === country)
      .sort((a, b) => rank(a.id, seed) - rank(b.id, seed));
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    return json({ products: matching.slice(offset, offset + limit), total: matching.length });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

const catalogue = (count: number) =>
  Array.from({ length: count }, (_, i) => makeProduct({ name: `Item ${i}` }));

function names() {
  const list = screen.getByRole('list', { name: 'Products' });
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

async function expectCards(count: number) {
  // Fifty cards take a while to render in a simulated DOM.
  await vi.waitFor(() => expect(names()).toHaveLength(count), { timeout: 5_000 });
}

describe('DropshippingCatalogue', () => {
  it('reads 50 products in a random shuffle, then 20 more per View More Products from the same one', async () => {
    const requests = fakeCatalogue(catalogue(75));
    renderWithProviders(<DropshippingCatalogue />, { route: '/dropshipping' });
    await expectCards(50);
    expect(screen.getByText('Showing 50 of 75 products')).toBeTruthy();
    const seed = requests[0]!.get('seed');
    expect(seed).toMatch(/^\d+$/);
    expect(requests[0]!.get('offset')).toBe('0');
    expect(requests[0]!.get('limit')).toBe('50');

    fireEvent.click(screen.getByRole('button', { name: 'View More Products' }));
    await expectCards(70);
    expect(requests[1]!.get('seed')).toBe(seed);
    expect(requests[1]!.get('offset')).toBe('50');
    expect(requests[1]!.get('limit')).toBe('20');

    fireEvent.click(screen.getByRole('button', { name: 'View More Products' }));
    await expectCards(75);
    expect(screen.queryByRole('button', { name: 'View More Products' })).toBeNull();
  });

  it('offers no View More Products when 50 or fewer match', async () => {
    fakeCatalogue(catalogue(50));
    renderWithProviders(<DropshippingCatalogue />, { route: '/dropshipping' });
    await expectCards(50);
    expect(screen.queryByRole('button', { name: 'View More Products' })).toBeNull();
  });

  it('reshuffles with a new seed after 2 minutes idle, with the toast, keeping as many products', async () => {
    const requests = fakeCatalogue(catalogue(120));
    renderWithProviders(<DropshippingCatalogue />, { route: '/dropshipping' });
    await expectCards(50);
    fireEvent.click(screen.getByRole('button', { name: 'View More Products' }));
    await expectCards(70);
    const before = names();
    const firstSeed = requests[0]!.get('seed');

    act(() => vi.advanceTimersByTime(IDLE_RESHUFFLE_MS));
    expect(await screen.findByText('Products Refreshed!')).toBeTruthy();
    expect(screen.getByText('Product positions have been shuffled for a fresh experience.')).toBeTruthy();

    await vi.waitFor(() => expect(names()).not.toEqual(before), { timeout: 5_000 });
    const after = names();
    expect(after).toHaveLength(70);
    const reshuffled = requests.slice(2);
    expect(reshuffled.map((query) => [query.get('offset'), query.get('limit')])).toEqual([
      ['0', '50'],
      ['50', '20'],
    ]);
    expect(new Set(reshuffled.map((query) => query.get('seed')))).toEqual(
      new Set([reshuffled[0]!.get('seed')]),
    );
    expect(reshuffled[0]!.get('seed')).not.toBe(firstSeed);
  });

  it('reshuffles without a toast when the tab stays hidden for 30 s', async () => {
    const requests = fakeCatalogue(catalogue(60));
    renderWithProviders(<DropshippingCatalogue />, { route: '/dropshipping' });
    await expectCards(50);

    act(() => setHidden(true));
    act(() => vi.advanceTimersByTime(HIDDEN_RESHUFFLE_MS));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.get('seed')).not.toBe(requests[0]!.get('seed'));
    expect(screen.queryByText('Products Refreshed!')).toBeNull();
  });

  it('keeps the list shown when a reshuffle fails', async () => {
    const options = { fail: false };
    const requests = fakeCatalogue(catalogue(60), options);
    renderWithProviders(<DropshippingCatalogue />, { route: '/dropshipping' });
    await expectCards(50);
    const before = names();

    options.fail = true;
    act(() => vi.advanceTimersByTime(IDLE_RESHUFFLE_MS));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(names()).toEqual(before);
    expect(screen.getByRole('list', { name: 'Products' }).getAttribute('aria-busy')).toBeNull();
  });

  it('asks the database for the path’s country and the URL’s filters', async () => {
    const requests = fakeCatalogue(catalogue(10));
    renderWithProviders(<DropshippingCatalogue />, { route: '/dropshipping-usa?category=Electronics&q=Ear' });
    await expectCards(10);
    expect(requests[0]!.get('country')).toBe('USA');
    expect(requests[0]!.get('category')).toBe('Electronics');
    expect(requests[0]!.get('q')).toBe('Ear');
    expect((screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe(
      'Ear',
    );
  });

  it('searches once typing pauses for 250 ms', async () => {
    const requests = fakeCatalogue(catalogue(10));
    renderWithProviders(<DropshippingCatalogue />, { route: '/dropshipping' });
    await expectCards(10);
    const box = screen.getByRole('searchbox', { name: 'Search products' });

    fireEvent.change(box, { target: { value: 'ear' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(box, { target: { value: 'earbuds ' } });
    act(() => vi.advanceTimersByTime(249));
    expect(requests).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.get('q')).toBe('earbuds');
  });

  it('shows the matching sample products, without a message, when the list fails to load', async () => {
    fakeCatalogue([], { fail: true });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<DropshippingCatalogue />, { route: '/dropshipping-china' });
    await vi.waitFor(() =>
      expect(names()).toEqual(
        SAMPLE_PRODUCTS.filter((sample) => sample.country === 'China').map((sample) => sample.name),
      ),
    );
    expect(screen.queryByRole('button', { name: 'View More Products' })).toBeNull();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(error).toHaveBeenCalled();
  });
});
