// @vitest-environment happy-dom
import { IDLE_RESHUFFLE_MS } from '@shared/reshuffle';
import { SAMPLE_DEALS } from '@shared/samples';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeDeal, makeDeals } from '@web/test/factories';
import { FakeEventSource } from '@web/test/fake-event-source';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashDealsSection } from './flash-deals-section';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  cleanup();
  // Let the shared connection close after its last listener left.
  vi.advanceTimersByTime(5_000);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The stream opens (the list is read only then). */
function openStream(): FakeEventSource {
  const source = FakeEventSource.open.at(-1)!;
  act(() => source.connect());
  return source;
}

async function cards() {
  const list = await screen.findByRole('list', { name: 'Flash deals' });
  return within(list).getAllByRole('article');
}

const names = (articles: HTMLElement[]) =>
  articles.map((article) => within(article).getByRole('heading').textContent);

describe('FlashDealsSection', () => {
  it('reads the deals once the live stream is open, and shows 10, then 10 more per View More', async () => {
    const deals = makeDeals(25);
    const fetchMock = mockApi({ 'GET /api/deals': { body: { deals } } });
    renderWithProviders(<FlashDealsSection />);
    expect(fetchMock).not.toHaveBeenCalled();

    openStream();
    // The grid adds its cards a few per task (use-rendered-count.ts).
    await waitFor(async () => expect(await cards()).toHaveLength(10));
    expect(fetchMock).toHaveBeenCalledOnce();
    // Shuffled, but the same deals.
    expect(deals.map((deal) => deal.name)).toEqual(expect.arrayContaining(names(await cards())));

    fireEvent.click(screen.getByRole('button', { name: 'View More Products' }));
    await waitFor(async () => expect(await cards()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'View More Products' }));
    await waitFor(async () => expect(await cards()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'View More Products' })).toBeNull();
  });

  it('has no View More with 10 deals or fewer', async () => {
    mockApi({ 'GET /api/deals': { body: { deals: makeDeals(10) } } });
    renderWithProviders(<FlashDealsSection />);
    openStream();
    await waitFor(async () => expect(await cards()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'View More Products' })).toBeNull();
  });

  it('shows a card with its badges and prices, whose Add to Cart opens the deal page', async () => {
    const deal = makeDeal({
      name: 'Solar Lantern',
      originalPrice: '1250.00',
      discountPrice: '500.00',
      discount: 60,
      flashSale: true,
      rating: 4.7,
      reviews: 1234,
    });
    mockApi({ 'GET /api/deals': { body: { deals: [deal] } } });
    renderWithProviders(<FlashDealsSection />);
    openStream();

    const [card] = await cards();
    const scope = within(card!);
    expect(scope.getByText('FLASH SALE')).toBeTruthy();
    expect(card!.textContent).toContain('-60%');
    expect(card!.textContent).toContain('₵500.00');
    expect(scope.getByText('₵1,250.00', { exact: false }).closest('del')).toBeTruthy();
    expect(scope.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeTruthy();
    expect(scope.getByText('1,234 reviews')).toBeTruthy();
    expect(scope.getByRole('link', { name: 'Add to Cart' }).getAttribute('href')).toBe(`/product/${deal.id}`);
  });

  it('shows no FLASH SALE badge on a deal that is not a flash sale', async () => {
    mockApi({ 'GET /api/deals': { body: { deals: [makeDeal({ flashSale: false })] } } });
    renderWithProviders(<FlashDealsSection />);
    openStream();
    const [card] = await cards();
    expect(within(card!).queryByText('FLASH SALE')).toBeNull();
  });

  it('applies live changes: an insert comes first, an update in place, a delete vanishes', async () => {
    const deals = makeDeals(3);
    mockApi({ 'GET /api/deals': { body: { deals } } });
    renderWithProviders(<FlashDealsSection />);
    const source = openStream();
    await cards();

    const fresh = makeDeal({ name: 'Brand new deal' });
    act(() => source.send({ type: 'insert', deal: fresh }));
    expect(names(await cards())[0]).toBe('Brand new deal');

    act(() => source.send({ type: 'update', deal: { ...fresh, name: 'Brand new deal, cheaper' } }));
    expect(names(await cards())).toHaveLength(4);
    expect(names(await cards())[0]).toBe('Brand new deal, cheaper');

    act(() => source.send({ type: 'delete', id: deals[1]!.id }));
    expect(names(await cards())).toHaveLength(3);
    expect(names(await cards())).not.toContain(deals[1]!.name);

    // The same insert twice is one card.
    act(() => source.send({ type: 'insert', deal: fresh }));
    expect(await cards()).toHaveLength(3);
  });

  it('reads the list again when a change arrives while it is being read (that answer may predate it)', async () => {
    const deals = makeDeals(2);
    const fresh = makeDeal({ name: 'Arrived mid-read' });
    let release!: () => void;
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        reads += 1;
        const body = reads === 1 ? { deals } : { deals: [fresh, ...deals] };
        if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWithProviders(<FlashDealsSection />);
    const source = openStream();
    await vi.waitFor(() => expect(reads).toBe(1));
    act(() => source.send({ type: 'insert', deal: fresh }));
    release();
    await vi.waitFor(() => expect(reads).toBe(2));
    await vi.waitFor(async () => expect(names(await cards())).toContain('Arrived mid-read'));
    expect(reads).toBe(2);
  });

  it('reads the list again on resync', async () => {
    const fetchMock = mockApi({ 'GET /api/deals': { body: { deals: makeDeals(2) } } });
    renderWithProviders(<FlashDealsSection />);
    const source = openStream();
    await cards();
    act(() => source.send({ type: 'resync' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('shows the toast "Error" / "Failed to load deals" and the four sample deals when the load fails', async () => {
    mockApi({ 'GET /api/deals': { status: 503, body: { error: { code: 'X', message: 'Down' } } } });
    renderWithProviders(<FlashDealsSection />);
    openStream();

    expect(await screen.findByText('Failed to load deals')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(names(await cards()).sort()).toEqual(SAMPLE_DEALS.map((deal) => deal.name).sort());
  });

  it('shows the sample deals when there are none, until a live deal arrives', async () => {
    mockApi({ 'GET /api/deals': { body: { deals: [] } } });
    renderWithProviders(<FlashDealsSection />);
    const source = openStream();
    expect(await cards()).toHaveLength(4);

    act(() => source.send({ type: 'insert', deal: makeDeal({ name: 'The first real deal' }) }));
    expect(names(await cards())).toEqual(['The first real deal']);
  });

  it('reshuffles after 2 minutes of inactivity with the toast "Deals Refreshed"', async () => {
    mockApi({ 'GET /api/deals': { body: { deals: makeDeals(30) } } });
    renderWithProviders(<FlashDealsSection />);
    openStream();
    const before = names(await cards());

    act(() => vi.advanceTimersByTime(IDLE_RESHUFFLE_MS));
    expect(await screen.findByText('Deals Refreshed')).toBeTruthy();
    // 10 of 30 shuffled again: the same first ten is all but impossible.
    expect(names(await cards())).not.toEqual(before);
  });
});
