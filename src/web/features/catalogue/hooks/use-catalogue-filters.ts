import { type CatalogueFilters, filtersFromUrl } from '@shared/catalogue/catalogue-url';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { filtersToParams } from '../utils/catalogue-filters';

/** How long the search box waits for typing to pause before the list follows. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface CatalogueFiltersState {
  /** The filters in force: those of the URL. */
  filters: CatalogueFilters;
  /** The search box's text, ahead of `filters.q` while the shopper types. */
  searchText: string;
  setSearchText(text: string): void;
  /** Applies the search box's text now (Enter). */
  flushSearch(): void;
  /** Shows `text` in the box and applies it now: what was typed before the page hydrated. */
  searchNow(text: string): void;
  /** Changes filters as a new history entry, so that Back returns to the previous view. */
  update(changes: Partial<CatalogueFilters>): void;
}

/**
 * The catalogue's filters live in the URL (`?tab=&category=&q=`), so that a filtered view can be
 * shared and Back works: tab and category changes push a history entry; the search text replaces
 * the current one once typing pauses for 250 ms.
 */
export function useCatalogueFilters(): CatalogueFiltersState {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromUrl(pathname, params), [pathname, params]);

  const [searchText, setSearchText] = useState(filters.q);
  // The text last written to (or read from) the URL: a different `q` in the URL came from
  // elsewhere (Back, a link) and replaces what the box shows.
  const written = useRef(filters.q);

  useEffect(() => {
    if (filters.q !== written.current) {
      written.current = filters.q;
      setSearchText(filters.q);
    }
  }, [filters.q]);

  const writeSearch = useCallback(
    (text: string) => {
      const q = text.trim();
      if (q === written.current) return;
      written.current = q;
      setParams(
        (current) => filtersToParams(pathname, { ...filtersFromUrl(pathname, current), q }, current),
        {
          replace: true,
        },
      );
    },
    [pathname, setParams],
  );

  useEffect(() => {
    const timer = setTimeout(() => writeSearch(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, writeSearch]);

  const update = useCallback(
    (changes: Partial<CatalogueFilters>) => {
      if (changes.q !== undefined) {
        written.current = changes.q.trim();
        setSearchText(changes.q);
      }
      setParams((current) =>
        filtersToParams(pathname, { ...filtersFromUrl(pathname, current), ...changes }, current),
      );
    },
    [pathname, setParams],
  );

  return {
    filters,
    searchText,
    setSearchText,
    flushSearch: () => writeSearch(searchText),
    searchNow: (text) => {
      setSearchText(text);
      writeSearch(text);
    },
    update,
  };
}
