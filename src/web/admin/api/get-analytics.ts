import type { AnalyticsReport } from '@shared/analytics/analytics';
import { API_ADMIN_ANALYTICS } from '@shared/api-paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export function getAnalytics(signal?: AbortSignal): Promise<AnalyticsReport> {
  return api<AnalyticsReport>(API_ADMIN_ANALYTICS, { signal });
}

export function useAnalytics() {
  return useQuery({
    queryKey: [...adminQueryKey, 'analytics'],
    queryFn: ({ signal }) => getAnalytics(signal),
    staleTime: 0,
  });
}
