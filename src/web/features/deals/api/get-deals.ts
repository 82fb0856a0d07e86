import { API_DEALS } from '@shared/api-paths';
import type { Deal, DealListResponse } from '@shared/deals/deal';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const dealsQueryKey = ['deals', 'list'] as const;

/** The newest 50 deals, newest first (spec 1, section 7). */
export async function getDeals(signal?: AbortSignal): Promise<Deal[]> {
  return (await api<DealListResponse>(API_DEALS, { signal })).deals;
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
  });
}
