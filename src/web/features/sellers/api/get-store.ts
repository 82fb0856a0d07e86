import { API_STORE, apiPath } from '@shared/api-paths';
import type { StoreResponse } from '@shared/sellers/store';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const storeQueryKey = (slug: string) => ['stores', slug] as const;

/** GET /api/stores/:slug: a vendor's page (its approved listings, rating and joined date). */
export function getStore(slug: string, signal?: AbortSignal): Promise<StoreResponse> {
  return api<StoreResponse>(apiPath(API_STORE, { slug }), { signal });
}

export function useStore(slug: string) {
  return useQuery({ queryKey: storeQueryKey(slug), queryFn: ({ signal }) => getStore(slug, signal) });
}
