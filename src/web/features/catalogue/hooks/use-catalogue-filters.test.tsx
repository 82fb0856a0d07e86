// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useCatalogueFilters } from './use-catalogue-filters';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const inCatalogue = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/dropshipping']}>{children}</MemoryRouter>
);

describe('useCatalogueFilters', () => {
  it('searches typed text once typing pauses', () => {
    const { result } = renderHook(useCatalogueFilters, { wrapper: inCatalogue });
    act(() => result.current.setSearchText('garden'));
    expect(result.current.filters.q).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.filters.q).toBe('garden');
  });

  it('searches text typed before hydration at once: the shopper has waited already', () => {
    const { result } = renderHook(useCatalogueFilters, { wrapper: inCatalogue });
    act(() => result.current.searchNow(' garden '));
    expect(result.current.searchText).toBe(' garden ');
    expect(result.current.filters.q).toBe('garden');
  });
});
