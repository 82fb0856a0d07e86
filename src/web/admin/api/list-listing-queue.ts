import { API_ADMIN_LISTINGS } from '@shared/api-paths';
import type { AdminListingsResponse } from '@shared/sellers/listing';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const listingQueueQueryKey = ['admin', 'listings'] as const;

/** GET /api/admin/listings: the proposals waiting for review, oldest first, with their live versions. */
export function listListingQueue(signal?: AbortSignal): Promise<AdminListingsResponse> {
  return api<AdminListingsResponse>(API_ADMIN_LISTINGS, { signal });
}

export function useListingQueue() {
  return useQuery({ queryKey: listingQueueQueryKey, queryFn: ({ signal }) => listListingQueue(signal) });
}
