import { API_ADMIN_RIDERS } from '@shared/api-paths';
import type { AdminRidersResponse } from '@shared/riders/rider-words';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const ridersQueryKey = [...adminQueryKey, 'riders'] as const;

export function listRiders(signal?: AbortSignal): Promise<AdminRidersResponse> {
  return api<AdminRidersResponse>(API_ADMIN_RIDERS, { signal });
}

export function useRiders() {
  return useQuery({ queryKey: ridersQueryKey, queryFn: ({ signal }) => listRiders(signal), staleTime: 0 });
}
