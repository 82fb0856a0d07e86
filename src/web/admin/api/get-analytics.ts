import { ADMIN_API } from '@shared/admin/admin-api-paths';
import type { AnalyticsReport } from '@shared/analytics/analytics';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export function getAnalytics(signal?: AbortSignal): Promise<AnalyticsReport> {
  return api<AnalyticsReport>(ADMIN_API.analytics, { signal });
}

export function useAnalytics() {
  return useQuery({
    queryKey: [...adminQueryKey, 'analytics'],
    queryFn: ({ signal }) => getAnalytics(signal),
    staleTime: 0,
  });
}
