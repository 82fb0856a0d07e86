import type { ActivityPage } from '@shared/admin/admin-activity';
import { API_ADMIN_ACTIVITY } from '@shared/api-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const activityQueryKey = [...adminQueryKey, 'activity'] as const;

export function listActivity(page: number, signal?: AbortSignal): Promise<ActivityPage> {
  return api<ActivityPage>(`${API_ADMIN_ACTIVITY}?page=${page}`, { signal });
}

export function useActivity(page: number) {
  return useQuery({
    queryKey: [...activityQueryKey, page],
    queryFn: ({ signal }) => listActivity(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
