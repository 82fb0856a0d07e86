import { PRODUCTS_REFRESHED_TOAST } from '@shared/catalogue/catalogue-messages';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_PAGE_STEP } from '@shared/catalogue/catalogue-page';
import { type CatalogueFilters, tabCountry } from '@shared/catalogue/catalogue-url';
import type { Product } from '@shared/catalogue/product';
import { RESHUFFLE_TOAST_MS } from '@shared/reshuffle';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { useIdleReshuffle } from '@web/lib/use-reshuffle-timers';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useCatalogueProducts } from '../api/get-catalogue-products';
import { useSampleCatalogue } from '../api/get-sample-catalogue';
import { matchingSamples, newSeed } from '../utils/catalogue-filters';
import { consumeServerSeed, prerenderedSeed, serverSeed } from '../utils/server-seed';

export interface CatalogueList {
  /** The products to show, in the shuffled order. */
  products: readonly Product[];
  /** How many products match the filters. */
  total: number;
  /** loading: nothing to show yet (first load). */
  status: 'loading' | 'ready';
  /** The list failed to load: these are the built-in sample products (docs/product/catalogue.md, "Sample products"). */
  isSample: boolean;
  /** Other filters or a new shuffle are loading; the previous list is still shown. */
  isUpdating: boolean;
  /** "View More Products" is offered: more than 50 match and more remain (docs/product/catalogue.md, "Paging"). */
  canLoadMore: boolean;
  isLoadingMore: boolean;
  /** The last "View More Products" failed; pressing it again retries. */
  loadMoreFailed: boolean;
  loadMore(): void;
}

interface Shown {
  products: readonly Product[];
  total: number;
  /** The filters the list is for. */
  listKey: string;
}

interface RememberedView {
  seed: number;
  listKey: string;
  count: number;
}

/**
 * The catalogue views of this tab by history entry: Back to one (from a product page, say) shows
 * the same shuffle and as many products as before (the pages are still cached), rather than a new
 * order from the top.
 */
const views = new Map<string, RememberedView>();
const MAX_VIEWS = 20;

function remember(key: string, view: RememberedView) {
  views.delete(key);
  views.set(key, view);
  if (views.size > MAX_VIEWS) views.delete(views.keys().next().value!);
}

/** For tests: every render starts afresh. */
export function forgetCatalogueViews() {
  views.clear();
}

function withoutRepeats(products: readonly Product[]): Product[] {
  const seen = new Set<string>();
  return products.filter((product) => !seen.has(product.id) && seen.add(product.id));
}

/**
 * The catalogue's products for the filters (docs/product/catalogue.md, "Paging"), read from the database: shuffled on
 * load (a random seed), 50 at first and 20 more per `loadMore`; reshuffled (a new seed) after 2
 * minutes without activity, with the toast "Products Refreshed!", or after 30 s in a hidden tab.
 * A reshuffle reads as many products as were shown, and keeps showing the old order until the new
 * one is complete. When the list fails to load, the matching sample products show.
 */
export function useCatalogueList(filters: CatalogueFilters): CatalogueList {
  const country = tabCountry(filters.tab);
  const listKey = JSON.stringify([country ?? '', filters.category, filters.q, filters.sort, filters.rating]);
  const sort = filters.sort || undefined;
  const rating = filters.rating || undefined;
  const location = useLocation();
  const navigationType = useNavigationType();
  const [restored] = useState(() => (navigationType === 'POP' ? views.get(location.key) : undefined));

  const queryClient = useQueryClient();
  const [seed, setSeed] = useState(
    () =>
      restored?.seed ??
      prerenderedSeed(queryClient, {
        q: filters.q || undefined,
        category: filters.category || undefined,
        country,
        sort,
        rating,
      }) ??
      serverSeed(location) ??
      newSeed(),
  );
  // How many products the shopper asked to see, for the filters it was asked with.
  const [wanted, setWanted] = useState(() => ({
    listKey,
    count: restored?.listKey === listKey ? restored.count : CATALOGUE_PAGE_SIZE,
  }));
  const count = wanted.listKey === listKey ? wanted.count : CATALOGUE_PAGE_SIZE;

  const query = useCatalogueProducts({
    q: filters.q || undefined,
    category: filters.category || undefined,
    country,
    seed,
    sort,
    rating,
  });
  const pages = query.data?.pages;
  const loaded = useMemo(() => withoutRepeats(pages?.flatMap((page) => page.products) ?? []), [pages]);
  const total = pages?.at(-1)?.total ?? 0;
  const target = Math.min(count, total);
  const { hasNextPage, isFetching, isFetchNextPageError, isPlaceholderData, fetchNextPage } = query;

  // Reads on towards the count asked for: after "View More Products", and after a reshuffle.
  useEffect(() => {
    if (!isPlaceholderData && hasNextPage && !isFetching && !isFetchNextPageError && loaded.length < target) {
      void fetchNextPage();
    }
  }, [
    isPlaceholderData,
    hasNextPage,
    isFetching,
    isFetchNextPageError,
    loaded.length,
    target,
    fetchNextPage,
  ]);

  // A list is shown once it is complete, so that a reshuffle never shortens the page meanwhile.
  const complete =
    !!pages && !isPlaceholderData && (loaded.length >= target || !hasNextPage || isFetchNextPageError);
  const [shown, setShown] = useState<Shown | null>(null);
  if (complete && shown?.products !== loaded) setShown({ products: loaded, total, listKey });

  // A failed reshuffle keeps the list it would have replaced; other failures show the samples.
  const failed = query.isError && !query.data && shown?.listKey !== listKey;
  useEffect(() => {
    if (failed) console.error('The catalogue failed to load; showing the sample products.', query.error);
  }, [failed, query.error]);

  const samples = useSampleCatalogue({ enabled: failed });

  useEffect(consumeServerSeed, []);
  useEffect(() => {
    remember(location.key, { seed, listKey, count });
  }, [location.key, seed, listKey, count]);

  useIdleReshuffle(
    (reason) => {
      setSeed((current) => newSeed(Math.random, current));
      // A reshuffle in a hidden tab has nobody to tell.
      if (reason === 'idle') {
        toast(PRODUCTS_REFRESHED_TOAST.title, {
          id: 'products-refreshed',
          description: PRODUCTS_REFRESHED_TOAST.description,
          duration: RESHUFFLE_TOAST_MS,
        });
      }
    },
    { enabled: !failed && (shown?.total ?? 0) > 1 },
  );

  if (failed) {
    // If even the samples cannot load (the connection is gone), the list says nothing matches.
    const matching = matchingSamples(samples.data ?? [], filters);
    return {
      products: matching,
      total: matching.length,
      status: samples.isPending ? 'loading' : 'ready',
      isSample: true,
      isUpdating: false,
      canLoadMore: false,
      isLoadingMore: false,
      loadMoreFailed: false,
      loadMore: () => {},
    };
  }

  const products = shown?.products ?? [];
  const shownTotal = shown?.total ?? 0;
  // Still reading: either the list shown grows (View More), or another list replaces it.
  const extending = !!shown && !complete && !isPlaceholderData && shown.products === loaded;
  return {
    products,
    total: shownTotal,
    status: shown ? 'ready' : 'loading',
    isSample: false,
    isUpdating: !!shown && !complete && !extending && !query.isError,
    canLoadMore: shownTotal > CATALOGUE_PAGE_SIZE && products.length < shownTotal,
    isLoadingMore: extending,
    loadMoreFailed: isFetchNextPageError,
    loadMore: () => {
      if (isFetchNextPageError) void fetchNextPage();
      else setWanted({ listKey, count: loaded.length + CATALOGUE_PAGE_STEP });
    },
  };
}
