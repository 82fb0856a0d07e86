import { API_NEW_DEALS_COUNT } from '@shared/api-paths';
import type { NewDealsCountResponse } from '@shared/deals/deal';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const newDealsCountQueryKey = ['deals', 'new-count'] as const;

/** How many deals were created in the last 7 days: the header bell (docs/product/deals.md, "The new-deals bell"). */
export async function getNewDealsCount(signal?: AbortSignal): Promise<number> {
  return (await api<NewDealsCountResponse>(API_NEW_DEALS_COUNT, { signal })).count;
}

export function useNewDealsCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: newDealsCountQueryKey,
    queryFn: ({ signal }) => getNewDealsCount(signal),
    enabled,
  });
}
