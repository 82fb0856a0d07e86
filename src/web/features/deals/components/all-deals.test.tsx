// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { makeDeal } from '@web/test/factories';
import { FakeEventSource } from '@web/test/fake-event-source';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AllDeals, filterDeals } from './all-deals';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  cleanup();
  vi.advanceTimersByTime(5_000);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function openStream(): FakeEventSource {
  const source = FakeEventSource.open.at(-1)!;
  act(() => source.connect());
  return source;
}

const deals = [
  makeDeal({ name: 'Solar Lantern', vendor: 'Tema Power', category: 'Electronics' }),
  makeDeal({ name: 'Kente Scarf', vendor: 'Kumasi Weavers', category: 'Fashion & Apparel' }),
  makeDeal({ name: 'Blender 2 L', vendor: 'Accra Kitchens', category: 'Home & Kitchen' }),
];

async function names() {
  const list = await screen.findByRole('list', { name: 'Deals' });
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)
    .sort();
}

describe('filterDeals', () => {
  it('matches name, vendor or category in any case, within the chosen category', () => {
    expect(filterDeals(deals, 'LANTERN', '').map((d) => d.name)).toEqual(['Solar Lantern']);
    expect(filterDeals(deals, 'kumasi', '').map((d) => d.name)).toEqual(['Kente Scarf']);
    expect(filterDeals(deals, 'kitchen', '').map((d) => d.name)).toEqual(['Blender 2 L']);
    expect(filterDeals(deals, '', 'Electronics').map((d) => d.name)).toEqual(['Solar Lantern']);
    expect(filterDeals(deals, 'scarf', 'Electronics')).toEqual([]);
  });
});

describe('AllDeals', () => {
  it('loads the first row of pictures at once and first (the largest paint), the rest lazily', async () => {
    mockApi({ 'GET /api/deals': { body: { deals } } });
    const { container } = renderWithProviders(<AllDeals />);
    openStream();
    await screen.findByRole('list', { name: 'Deals' });
    const pictures = [...container.querySelectorAll('ul[aria-label="Deals"] img')];
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });

  it('shows every deal, live, and filters by search and category', async () => {
    mockApi({ 'GET /api/deals': { body: { deals } } });
    renderWithProviders(<AllDeals />);
    const source = openStream();
    expect(await names()).toEqual(['Blender 2 L', 'Kente Scarf', 'Solar Lantern']);
    expect(screen.getByText('Live')).toBeTruthy();

    act(() =>
      source.send({ type: 'insert', deal: makeDeal({ name: 'Rice Cooker', category: 'Home & Kitchen' }) }),
    );
    expect(await names()).toHaveLength(4);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search deals' }), { target: { value: 'kente' } });
    expect(await names()).toEqual(['Kente Scarf']);
    expect(screen.getByText('1 of 4 deals')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search deals' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Home & Kitchen' }));
    expect(await names()).toEqual(['Blender 2 L', 'Rice Cooker']);
  });

  it('says "No deals found matching your search." and can clear it', async () => {
    mockApi({ 'GET /api/deals': { body: { deals } } });
    renderWithProviders(<AllDeals />);
    openStream();
    await names();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search deals' }), { target: { value: 'zzz' } });
    expect(screen.getByRole('heading', { name: 'No deals found matching your search.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await names()).toHaveLength(3);
  });

  it('says "No deals available." when there are none', async () => {
    mockApi({ 'GET /api/deals': { body: { deals: [] } } });
    renderWithProviders(<AllDeals />);
    openStream();
    expect(await screen.findByRole('heading', { name: 'No deals available.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/dropshipping');
  });

  it('shows the load error toast and a way to try again', async () => {
    let fail = true;
    mockApi({
      'GET /api/deals': () =>
        fail ? { status: 500, body: { error: { code: 'X', message: 'Down' } } } : { body: { deals } },
    });
    renderWithProviders(<AllDeals />);
    openStream();
    expect(await screen.findByText('Failed to load deals')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No deals available.' })).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await names()).toHaveLength(3);
  });
});
