import { API_DEAL, apiPath } from '@shared/api-paths';
import type { Deal, DealResponse } from '@shared/deals/deal';
import { SAMPLE_DEALS } from '@shared/samples';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api';

export const dealQueryKey = (id: string) => ['deals', 'detail', id] as const;

/**
 * The built-in sample deal with this id (ids "sample-1"…), shown when there are no live deals. It
 * exists only in the browser: the server knows no such deal, so it cannot be put in a cart or
 * ordered.
 */
export function findSampleDeal(id: string): Deal | undefined {
  return SAMPLE_DEALS.find((deal) => deal.id === id);
}

/** GET /api/deals/:id; 404 (ApiError) for an unknown id. */
export async function getDeal(id: string, signal?: AbortSignal): Promise<Deal> {
  const { deal } = await api<DealResponse>(apiPath(API_DEAL, { id }), { signal });
  return deal;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** One deal (a sample deal without asking the server). A missing deal is not retried. */
export function useDeal(id: string) {
  return useQuery({
    queryKey: dealQueryKey(id),
    queryFn: ({ signal }) => findSampleDeal(id) ?? getDeal(id, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    // Nor read again when a page shows it: a server-rendered page shows it as the server found it.
    retryOnMount: (query) => !isNotFound(query.state.error),
  });
}
