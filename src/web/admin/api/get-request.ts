import { API_ADMIN_REQUEST, apiPath } from '@shared/api-paths';
import type { AdminRequestDetail } from '@shared/requests/admin-requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { requestsQueryKey } from './list-requests';

export const requestQueryKey = (reference: string) => [...requestsQueryKey, 'detail', reference] as const;

export function getRequest(
  reference: string,
  signal?: AbortSignal,
): Promise<{ request: AdminRequestDetail }> {
  return api(apiPath(API_ADMIN_REQUEST, { reference }), { signal });
}

export function useRequest(reference: string) {
  return useQuery({
    queryKey: requestQueryKey(reference),
    queryFn: ({ signal }) => getRequest(reference, signal),
    select: (data) => data.request,
    staleTime: 0,
  });
}
