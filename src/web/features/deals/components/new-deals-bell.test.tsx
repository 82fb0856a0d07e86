// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { makeDeal } from '@web/test/factories';
import { FakeEventSource } from '@web/test/fake-event-source';
import { mockApi, renderWithProviders } from '@web/test/render';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewDealsBell } from './new-deals-bell';

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

function renderBell() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<NewDealsBell />} />
      <Route path="/deals" element={<h1>All deals page</h1>} />
    </Routes>,
  );
}

function openStream(): FakeEventSource {
  const source = FakeEventSource.open.at(-1)!;
  act(() => source.connect());
  return source;
}

describe('NewDealsBell', () => {
  it('shows no badge when there are no new deals', async () => {
    const fetchMock = mockApi({ 'GET /api/deals/new-count': { body: { count: 0 } } });
    renderBell();
    openStream();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const bell = screen.getByRole('link', { name: 'New deals' });
    expect(bell.textContent).toBe('');
  });

  it('shows the count, and 99+ above 99', async () => {
    let count = 12;
    mockApi({ 'GET /api/deals/new-count': () => ({ body: { count } }) });
    const { queryClient } = renderBell();
    openStream();
    expect((await screen.findByRole('link', { name: 'New deals: 12' })).textContent).toBe('12');

    count = 100;
    await act(() => queryClient.invalidateQueries());
    expect((await screen.findByRole('link', { name: 'New deals: 99+' })).textContent).toBe('99+');
  });

  it('reads the count again on every live insert', async () => {
    let count = 3;
    mockApi({ 'GET /api/deals/new-count': () => ({ body: { count } }) });
    renderBell();
    const source = openStream();
    await screen.findByRole('link', { name: 'New deals: 3' });

    count = 4;
    act(() => source.send({ type: 'insert', deal: makeDeal() }));
    expect(await screen.findByRole('link', { name: 'New deals: 4' })).toBeTruthy();
  });

  it('goes to /deals with the toast "Viewing Latest Deals"', async () => {
    mockApi({ 'GET /api/deals/new-count': { body: { count: 5 } } });
    renderBell();
    openStream();
    fireEvent.click(await screen.findByRole('link', { name: 'New deals: 5' }));
    expect(await screen.findByRole('heading', { name: 'All deals page' })).toBeTruthy();
    expect(await screen.findByText('Viewing Latest Deals')).toBeTruthy();
  });
});
