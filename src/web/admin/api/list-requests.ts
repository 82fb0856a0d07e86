import { API_ADMIN_REQUESTS } from '@shared/api-paths';
import type { AdminRequestPage } from '@shared/requests/admin-requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const requestsQueryKey = [...adminQueryKey, 'requests'] as const;

/** The inbox's filters as the URL holds them ('' = all). */
export interface RequestFilters {
  kind: string;
  status: string;
  q: string;
  page: number;
}

export function listRequests(filters: RequestFilters, signal?: AbortSignal): Promise<AdminRequestPage> {
  const query = new URLSearchParams();
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.status) query.set('status', filters.status);
  if (filters.q) query.set('q', filters.q);
  query.set('page', String(filters.page));
  return api<AdminRequestPage>(`${API_ADMIN_REQUESTS}?${query}`, { signal });
}

export function useRequests(filters: RequestFilters) {
  return useQuery({
    queryKey: [...requestsQueryKey, 'list', filters],
    queryFn: ({ signal }) => listRequests(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
