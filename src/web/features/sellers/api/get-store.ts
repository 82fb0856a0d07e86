import { API_STORE, apiPath } from '@shared/api-paths';
import type { StoreResponse } from '@shared/sellers/store';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api';

export const storeQueryKey = (slug: string) => ['stores', slug] as const;

/** GET /api/stores/:slug: a vendor's page (its approved listings, rating and joined date). */
export function getStore(slug: string, signal?: AbortSignal): Promise<StoreResponse> {
  return api<StoreResponse>(apiPath(API_STORE, { slug }), { signal });
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A store the server found missing stays missing: neither retried nor read again on mount (the server rendered it so). */
export function useStore(slug: string) {
  return useQuery({
    queryKey: storeQueryKey(slug),
    queryFn: ({ signal }) => getStore(slug, signal),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    retryOnMount: (query) => !isNotFound(query.state.error),
  });
}
