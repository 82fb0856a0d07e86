import type { AdminDashboard } from '@shared/admin/admin-activity';
import { API_ADMIN_DASHBOARD } from '@shared/api-paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminQueryKey } from './sign-out-admin';

export const dashboardQueryKey = [...adminQueryKey, 'dashboard'] as const;

export function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return api<AdminDashboard>(API_ADMIN_DASHBOARD, { signal });
}

/** The cards' counts, refreshed every minute while the dashboard is open. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => getAdminDashboard(signal),
    refetchInterval: 60_000,
    staleTime: 0,
  });
}
