import type { Deal } from '@shared/deals/deal';
import { DEALS_LOAD_ERROR, DEALS_REFRESHED_TOAST } from '@shared/deals/display';
import { RESHUFFLE_TOAST_MS } from '@shared/reshuffle';
import { SAMPLE_DEALS } from '@shared/samples';
import { useQueryClient } from '@tanstack/react-query';
import { shuffle } from '@web/lib/shuffle';
import { toast } from '@web/lib/toast';
import { useHydrated } from '@web/lib/use-hydrated';
import { useIdleReshuffle } from '@web/lib/use-reshuffle-timers';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDealEvents } from '../api/deal-events';
import { dealsQueryKey, useDeals } from '../api/get-deals';
import { applyDealEvent, arrangeDeals } from '../utils/live-deals';

export interface UseLiveDealsOptions {
  /**
   * Show the four static sample deals when there are no live deals: none in the database, or the
   * list failed to load (docs/product/deals.md, "Sample deals"). The home page does; /deals says so instead.
   */
  samplesWhenEmpty?: boolean;
}

export interface LiveDeals {
  /** The deals to show, in display order (shuffled). */
  deals: readonly Deal[];
  /** loading: no answer yet; error: the list could not be loaded; ready: loaded (maybe empty). */
  status: 'loading' | 'ready' | 'error';
  /** `deals` are the static sample deals. */
  isSample: boolean;
  /** Changes arrive live. */
  isLive: boolean;
  /** Loads the list again (after an error). */
  retry(): void;
}

const samples: readonly Deal[] = SAMPLE_DEALS;
const ids = (deals: readonly Deal[]) => deals.map((deal) => deal.id);

/**
 * The deals of the home page and /deals, live (docs/product/deals.md, "Live updates"): read newest first, shown
 * shuffled; inserts appear first, updates in place, deletions vanish, through the tab's one event
 * stream; reshuffled after 2 minutes of inactivity (toast "Deals Refreshed", 2 s) or 30 s in a
 * hidden tab. A failed load shows the toast "Error" / "Failed to load deals".
 */
export function useLiveDeals({ samplesWhenEmpty = false }: UseLiveDealsOptions = {}): LiveDeals {
  const queryClient = useQueryClient();
  const streamStatus = useDealEvents((event) => {
    if (event.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: dealsQueryKey });
      return;
    }
    queryClient.setQueryData<Deal[]>(dealsQueryKey, (deals) => applyDealEvent(deals, event));
    // A read in flight may have been answered before this change committed: its answer would undo
    // the change (or never show it). The list is read again once that read is over.
    if (queryClient.isFetching({ queryKey: dealsQueryKey }) > 0) readAgain.current = true;
  });
  const readAgain = useRef(false);
  // Read once the stream is open (or known not to open), so no change falls between the two.
  const query = useDeals({ enabled: streamStatus !== 'connecting' });
  useEffect(() => {
    if (query.isFetching || !readAgain.current) return;
    readAgain.current = false;
    void queryClient.invalidateQueries({ queryKey: dealsQueryKey });
  }, [query.isFetching, queryClient]);
  const failed = query.isError && !query.data;

  const status: LiveDeals['status'] = query.data ? 'ready' : failed ? 'error' : 'loading';
  const live = query.data ?? [];
  const isSample = samplesWhenEmpty && status !== 'loading' && live.length === 0;
  const source = isSample ? samples : live;

  // The shuffled order of the ids, made when the list (or the samples) first shows: "shuffled on
  // load". Deals arriving later go first until the next reshuffle (see arrangeDeals).
  const kind = isSample ? 'sample' : failed ? 'failed' : 'live';
  const [shuffled, setShuffled] = useState<{ kind: typeof kind; order: string[] } | null>(null);
  // While a server-rendered page hydrates (and on the server), the order given: the server shuffled
  // it, and both first renders must agree (ADR 043).
  const hydrating = !useHydrated();
  if (status !== 'loading' && shuffled?.kind !== kind)
    setShuffled({ kind, order: hydrating ? ids(source) : shuffle(ids(source)) });
  const order = shuffled?.order;
  const deals = useMemo(() => arrangeDeals(source, order ?? []), [source, order]);

  useIdleReshuffle(
    (reason) => {
      setShuffled({ kind, order: shuffle(ids(deals)) });
      if (reason === 'idle')
        toast(DEALS_REFRESHED_TOAST, { id: 'deals-refreshed', duration: RESHUFFLE_TOAST_MS });
    },
    { enabled: deals.length > 1 },
  );

  useEffect(() => {
    if (failed)
      toast.error(DEALS_LOAD_ERROR.title, {
        id: 'deals-load-error',
        description: DEALS_LOAD_ERROR.description,
      });
  }, [failed]);

  return {
    deals,
    status,
    isSample,
    isLive: streamStatus === 'open',
    retry: () => void query.refetch(),
  };
}
