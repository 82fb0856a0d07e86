import { API_DEALS } from '@shared/api-paths';
import type { Deal, DealListResponse } from '@shared/deals/deal';
import { replaceEqualDeep, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const dealsQueryKey = ['deals', 'list'] as const;

/** The newest 50 deals, newest first (docs/product/deals.md, "The deals lists"). */
export async function getDeals(signal?: AbortSignal): Promise<Deal[]> {
  return (await api<DealListResponse>(API_DEALS, { signal })).deals;
}

/**
 * The list read again, with each unchanged deal's previous object wherever it now stands. The
 * server hands over the list shuffled (ADR 043) and the live events re-read it in the API's order:
 * kept whole, every memoised card would get new props and all fifty re-render at once (ADR 048).
 */
export function keepUnchangedDeals(previous: unknown, next: unknown): unknown {
  if (!Array.isArray(previous) || !Array.isArray(next)) return next;
  const before = new Map((previous as Deal[]).map((deal) => [deal.id, deal]));
  let same = previous.length === next.length;
  const kept = (next as Deal[]).map((deal, index) => {
    const old = before.get(deal.id);
    const shared = old ? replaceEqualDeep(old, deal) : deal;
    if (shared !== previous[index]) same = false;
    return shared;
  });
  return same ? previous : kept;
}

/**
 * The deals list, kept current by the live events (see use-live-deals.ts). Read afresh whenever a
 * list is shown (the cache only makes it appear at once), not on window focus: the events do that.
 */
export function useDeals({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dealsQueryKey,
    queryFn: ({ signal }) => getDeals(signal),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: false,
    structuralSharing: keepUnchangedDeals,
  });
}
